import { http, HttpResponse } from 'msw'
import { downloadRequestSchema, uploadSources } from '../../api/schemas'
import { DEV_PUBLIC_KEY, type MockStore } from '../store'
import { errorResponse, withFaults } from './respond'

function authorized(request: Request) {
  return request.headers.get('x-public-key') === DEV_PUBLIC_KEY
}

const unauthorized = () => errorResponse(401, 'Missing or invalid public key', 'x-public-key')
const missing = (field: string, why = 'is required') => errorResponse(422, `${field} ${why}`, field)

export function storageHandlers(store: MockStore, base: string) {
  const linkFor = (token: string, name: string) => `${base}/files/${token}/${encodeURIComponent(name)}`
  return [
    http.post(
      `${base}/upload`,
      withFaults(store, 'upload', async ({ request }) => {
        if (!authorized(request)) return unauthorized()
        let form: FormData
        try {
          form = await request.formData()
        } catch {
          return missing('file', 'is required (multipart/form-data)')
        }
        const file = form.get('file')
        // Not `instanceof File`: test environments hand over other Blob classes.
        if (file === null || typeof file === 'string') return missing('file')
        const email = form.get('email')
        if (typeof email !== 'string' || !email) return missing('email')
        const store_ = form.get('store')
        if (store_ !== 'true' && store_ !== 'false') return missing('store', 'must be true or false')
        const source = form.get('source')
        if (typeof source !== 'string' || !uploadSources.includes(source as never))
          return missing('source', `must be one of ${uploadSources.join(', ')}`)
        const name = 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'file'
        const mime = file.type || 'application/octet-stream'
        const saved = await store.addFile(name, mime, new Uint8Array(await file.arrayBuffer()))
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
