import { getMultipartBoundary, isMultipartRequest, MultipartParseError, parseMultipart } from '@remix-run/multipart-parser'
import { http, HttpResponse } from 'msw'
import { downloadRequestSchema, uploadSources } from '../../api/schemas'
import { DEV_PUBLIC_KEY, type MockStore } from '../store'
import { errorResponse, withFaults } from './respond'

function authorized(request: Request) {
  return request.headers.get('x-public-key') === DEV_PUBLIC_KEY
}

const unauthorized = () => errorResponse(401, 'Missing or invalid public key', 'x-public-key')
const missing = (field: string, why = 'is required') => errorResponse(422, `${field} ${why}`, field)

type UploadedFile = { filename: string; mediaType: string; bytes: Uint8Array }

/**
 * The multipart body read from its bytes, not with `request.formData()`: WebKit's formData()
 * hands a file part whose name is beyond Latin-1 (`日本.txt`, `gamma 🎉.json`) over as a string
 * of its decoded bytes, not a File. From `arrayBuffer()`, not `request.body`: Firefox's Request
 * has no body stream. Null when the body is not multipart.
 */
async function readForm(request: Request) {
  const fields = new Map<string, string>()
  const files = new Map<string, UploadedFile>()
  const boundary = getMultipartBoundary(request.headers.get('Content-Type') ?? '')
  if (!isMultipartRequest(request) || !boundary) return null
  try {
    const body = new Uint8Array(await request.arrayBuffer())
    for (const part of parseMultipart(body, { boundary, maxFileSize: Infinity, maxTotalSize: Infinity })) {
      const name = part.name
      if (name === undefined || fields.has(name) || files.has(name)) continue
      if (part.filename !== undefined)
        files.set(name, { filename: part.filename, mediaType: part.mediaType ?? '', bytes: part.bytes })
      else fields.set(name, part.text)
    }
  } catch (error) {
    if (error instanceof MultipartParseError) return null
    throw error
  }
  return { fields, files }
}

export function storageHandlers(store: MockStore, base: string) {
  const linkFor = (token: string, name: string) => `${base}/files/${token}/${encodeURIComponent(name)}`
  return [
    http.post(
      `${base}/upload`,
      withFaults(store, 'upload', async ({ request }) => {
        if (!authorized(request)) return unauthorized()
        const form = await readForm(request)
        if (!form) return missing('file', 'is required (multipart/form-data)')
        const file = form.files.get('file')
        if (!file) return missing('file')
        const email = form.fields.get('email')
        if (!email) return missing('email')
        const store_ = form.fields.get('store')
        if (store_ !== 'true' && store_ !== 'false') return missing('store', 'must be true or false')
        const source = form.fields.get('source')
        if (source === undefined || !uploadSources.includes(source as never))
          return missing('source', `must be one of ${uploadSources.join(', ')}`)
        const name = file.filename || 'file'
        const mime = file.mediaType || 'application/octet-stream'
        const saved = await store.addFile(name, mime, file.bytes)
        const isPublic = source === 'public'
        return HttpResponse.json({
          success: true,
          body: {
            fileId: saved.fileId,
            containerId: saved.containerId,
            mime,
            size: String(saved.bytes.byteLength),
            scan: true,
            store: store_ === 'true',
            originalname: name,
            checksum: await store.checksumOf(saved),
            sync: 'true',
            public: isPublic,
            directLink: isPublic ? linkFor(store.newLink(saved.fileId), name) : '',
          },
        })
      }),
    ),
    http.post(
      `${base}/download`,
      withFaults(store, 'download', async ({ request }) => {
        if (!authorized(request)) return unauthorized()
        const parsed = downloadRequestSchema.safeParse(await request.json().catch(() => undefined))
        if (!parsed.success) return missing('fileId')
        const file = store.state.files[parsed.data.fileId]
        if (!file) return errorResponse(422, `Unknown file ${parsed.data.fileId}`, 'fileId')
        return HttpResponse.json({ success: true, body: { link: linkFor(store.newLink(file.fileId), file.name) } })
      }),
    ),
    http.get(
      `${base}/files/:token/:name`,
      withFaults(store, 'file', ({ params }) => {
        const file = store.fileForLink(String(params.token))
        if (!file) return errorResponse(404, 'No such link', 'link')
        return new HttpResponse(file.bytes.slice().buffer, {
          headers: {
            'Content-Type': file.mime,
            'Content-Length': String(file.bytes.byteLength),
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          },
        })
      }),
    ),
  ]
}
