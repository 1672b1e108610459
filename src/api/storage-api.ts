import type * as z from 'zod/mini'
import type { AppConfig } from '../config/schema'
import { getCredentials, type Credentials } from './credentials'
import { ApiError } from './errors'
import { postJson, readAnswer, type Fetch, type Surface } from './http'
import type { DownloadRequest, uploadRequestSchema, UploadResult } from './schemas'

export type UploadFields = Omit<z.output<typeof uploadRequestSchema>, 'file'>
export type UploadEvents = {
  /** bytes of the request body sent so far */
  onProgress?: (sent: number, total: number) => void
  /** the last byte is out; the server is working on its answer */
  onSent?: () => void
  signal?: AbortSignal
  /**
   * Sent with this `fetch` rather than XHR: through the service worker, which keeps the answer
   * when the page is gone (lib/send/carrier-protocol.ts), or by the browser's Background Fetch, which
   * reports the body's progress.
   */
  via?: Fetch
}
export type Uploader = (file: File, fields: UploadFields, events?: UploadEvents) => Promise<UploadResult>

/** `credentials`: whose requests these are (the service worker carries each send with its own). */
export function createStorageApi(config: AppConfig, credentials: () => Pick<Credentials, 'publicKey'> = getCredentials) {
  const credentialHeaders = (): Record<string, string> => {
    const { publicKey } = credentials()
    return publicKey ? { 'x-public-key': publicKey } : {}
  }
  const surface: Surface = { baseUrl: config.storageUrl, timeoutMs: config.requestTimeoutMs, credentialHeaders }

  const formOf = (file: File, fields: UploadFields) => {
    const form = new FormData()
    form.append('file', file, file.name)
    form.append('email', fields.email)
    form.append('store', String(fields.store))
    form.append('source', fields.source)
    return form
  }

  async function uploadVia(via: Fetch, file: File, fields: UploadFields, { onProgress, onSent, signal }: UploadEvents) {
    let response: Response
    let text: string
    try {
      const headers = { Accept: 'application/json', ...credentialHeaders() }
      response = await via(
        `${config.storageUrl}/upload`,
        { method: 'POST', headers, body: formOf(file, fields), signal },
        onProgress,
      )
      text = await response.text()
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (signal?.aborted) throw new ApiError('aborted', 'cancelled')
      throw new ApiError('network', error instanceof Error ? error.message : 'network error')
    }
    onSent?.()
    const retryAfter = response.ok ? null : response.headers.get('Retry-After')
    return (await readAnswer({ status: response.status, text, retryAfter }, (c) => c.uploadResponseSchema)).body
  }

  /** XHR, not fetch: only XHR reports upload progress. No timeout: large files take long. */
  const upload: Uploader = (file, fields, events = {}) =>
    new Promise((resolve, reject) => {
      const { onProgress, onSent, signal, via } = events
      if (signal?.aborted) return reject(new ApiError('aborted', 'cancelled'))
      if (via) return void uploadVia(via, file, fields, events).then(resolve, reject)
      const form = formOf(file, fields)
      const xhr = new XMLHttpRequest()
      const uploadUrl = new URL(`${config.storageUrl}/upload`, globalThis.location?.href).href
      xhr.open('POST', uploadUrl)
      xhr.setRequestHeader('Accept', 'application/json')
      for (const [name, value] of Object.entries(credentialHeaders())) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size)
      xhr.upload.onload = () => onSent?.()
      const abort = () => xhr.abort()
      signal?.addEventListener('abort', abort, { once: true })
      const done = (fn: () => void) => {
        signal?.removeEventListener('abort', abort)
        fn()
      }
      xhr.onload = () =>
        done(() => {
          // XHR follows a redirect and cannot be told not to: its answer is not the service's.
          // (The deployed app's connect-src keeps the request from leaving for another origin.)
          if (xhr.responseURL && xhr.responseURL !== uploadUrl) return reject(new ApiError('redirected', 'redirected'))
          // Retry-After only matters on a refusal; reading a header costs the page ~0.4 ms an upload.
          const ok = xhr.status >= 200 && xhr.status < 300
          const answer = {
            status: xhr.status,
            text: xhr.responseText,
            retryAfter: ok ? null : xhr.getResponseHeader('Retry-After'),
          }
          readAnswer(answer, (c) => c.uploadResponseSchema).then(({ body }) => resolve(body), reject)
        })
      xhr.onerror = () => done(() => reject(new ApiError('network', 'network error')))
      xhr.onabort = () => done(() => reject(new ApiError('aborted', 'cancelled')))
      xhr.send(form)
    })

  return {
    baseUrl: config.storageUrl,
    upload,
    downloadLink: async (input: DownloadRequest, signal?: AbortSignal) =>
      (await postJson(surface, '/download', [(c) => c.downloadRequestSchema, input], (c) => c.downloadResponseSchema, signal))
        .body.link,
  }
}

export type StorageApi = ReturnType<typeof createStorageApi>
