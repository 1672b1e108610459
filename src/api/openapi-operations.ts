import type { SchemaName } from './openapi-schemas'

/** One endpoint of docs/contract.md: its path, statuses and which schema each body has. */
export type Operation = {
  surface: 'public' | 'storage'
  method: 'get' | 'post'
  path: string
  id: string
  summary: string
  description?: string
  request?: { schema: SchemaName; multipart?: boolean }
  success: { status: '200' | '201'; description: string; schema: SchemaName }
  /** The error statuses the contract lists, with its meaning for each. */
  errors: Record<string, string>
}

const unexpected = { '500': 'Unexpected error' }

export const operations: Operation[] = [
  {
    surface: 'public',
    method: 'post',
    path: '/consignments',
    id: 'createConsignment',
    summary: 'Register a consignment',
    request: { schema: 'ConsignmentRequest' },
    success: { status: '201', description: 'Created; `body.id` identifies the consignment', schema: 'CreationResponse' },
    errors: {
      '400': 'Request error',
      '402': 'No meaning given by the contract; the app shows "quota or payment required" with the message',
      ...unexpected,
    },
  },
  {
    surface: 'public',
    method: 'post',
    path: '/transfers/consignments/{consignmentId}',
    id: 'createTransfer',
    summary: 'Transfer a consignment to recipients by e-mail',
    description: '`expiration` is encoded as the runtime setting `expirationUnit` says (docs/contract.md).',
    request: { schema: 'TransferRequest' },
    success: { status: '201', description: 'Created; `body.id` identifies the transfer', schema: 'CreationResponse' },
    errors: { '400': 'Request error', ...unexpected },
  },
  {
    surface: 'public',
    method: 'get',
    path: '/consignments/count',
    id: 'countConsignments',
    summary: 'The total number of consignments',
    success: { status: '200', description: 'The count, with no `success`/`body` wrapper', schema: 'CountResponse' },
    errors: unexpected,
  },
  {
    surface: 'public',
    method: 'get',
    path: '/me',
    id: 'me',
    summary: 'The account of the access token',
    description:
      'The contract gives no shape. The app accepts any JSON object, unwraps `{ success, body }` when present and shows the fields it finds.',
    success: { status: '200', description: 'The account', schema: 'MeResponse' },
    errors: {},
  },
  {
    surface: 'storage',
    method: 'post',
    path: '/upload',
    id: 'uploadFile',
    summary: 'Upload a file',
    request: { schema: 'UploadRequest', multipart: true },
    success: { status: '200', description: 'The stored file', schema: 'UploadResponse' },
    errors: { '422': 'Missing required body parameters', ...unexpected },
  },
  {
    surface: 'storage',
    method: 'post',
    path: '/download',
    id: 'downloadLink',
    summary: 'A new unique link to download a file; call it before every download',
    description: 'The contract does not say how the file is identified; the app sends `fileId` and, when known, `containerId`.',
    request: { schema: 'DownloadRequest' },
    success: { status: '200', description: 'The link', schema: 'DownloadResponse' },
    errors: { '422': 'Missing required body parameters', ...unexpected },
  },
]
