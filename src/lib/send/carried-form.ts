/*
 * How a send's request body crosses from the page to the service worker (decision 0018): a form's
 * files as their bytes, encoded as multipart by the worker.
 */

/** A file on its way to the worker: its bytes, handed over with the message (carriedForm says why). */
export type CarriedFile = { name: string; type: string; bytes: ArrayBuffer }
/** A request's body as a message can carry it: JSON text, or a multipart form's fields (files included). */
export type CarriedBody = string | Array<[string, string | CarriedFile]>

/**
 * A form's fields as a message carries them to the worker, each file read into bytes that go with
 * the message (`transfer`). Not the File itself: a Blob posted to the worker, or made there, costs
 * the browser a registration and the renderer a clone each; on the 1,000-file send that was 5 s of
 * Chromium's CPU, most of what handing the requests over cost (docs/benchmarks.md, 29 Nov).
 */
export async function carriedForm(
  form: FormData,
  /** Given each file's bytes as soon as they are read, before they are handed over. */
  read?: (bytes: ArrayBuffer) => void,
): Promise<{ body: CarriedBody; transfer: ArrayBuffer[] }> {
  const body: Array<[string, string | CarriedFile]> = []
  const transfer: ArrayBuffer[] = []
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      body.push([name, value])
      continue
    }
    const bytes = await value.arrayBuffer()
    read?.(bytes)
    transfer.push(bytes)
    body.push([name, { name: value.name, type: value.type, bytes }])
  }
  return { body, transfer }
}

/** A field's name or a file's name in a part's header, escaped as browsers do (WHATWG HTML, multipart/form-data). */
const headerValue = (text: string) => text.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')

/**
 * The body of a request the page carried, as the worker sends it: a form encoded as multipart bytes
 * here (with the Content-Type that names its boundary), so that no Blob is made for it.
 */
export function bodyOf(body: CarriedBody | undefined): { body?: BodyInit; contentType?: string } {
  if (body === undefined || typeof body === 'string') return { body }
  const boundary = `----consign${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  for (const [name, value] of body) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${headerValue(name)}"`
    if (typeof value === 'string') {
      parts.push(encoder.encode(`${disposition}\r\n\r\n${value.replace(/\r\n|\r|\n/g, '\r\n')}\r\n`))
      continue
    }
    // Cleaned as names are: a type comes with the message, and a browser's File type is no promise here.
    const type = headerValue(value.type) || 'application/octet-stream'
    parts.push(encoder.encode(`${disposition}; filename="${headerValue(value.name)}"\r\nContent-Type: ${type}\r\n\r\n`))
    parts.push(new Uint8Array(value.bytes), encoder.encode('\r\n'))
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`))
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let at = 0
  for (const part of parts) {
    bytes.set(part, at)
    at += part.length
  }
  return { body: bytes, contentType: `multipart/form-data; boundary=${boundary}` }
}
