import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createMockStore } from '../store'
import { storageHandlers } from './storage'

const base = 'http://storage.test'

/**
 * An upload as WebKit's in-browser mock sees it: the body is the browser's multipart, but
 * `formData()` gives a file part whose name is beyond Latin-1 as a string of its
 * decoded bytes, not a File.
 */
class WebKitRequest extends Request {
  override async formData() {
    const form = await super.formData()
    const file = form.get('file')
    if (file && typeof file !== 'string' && [...file.name].some((c) => c.codePointAt(0)! > 0xff))
      form.set('file', new TextDecoder().decode(await file.arrayBuffer()))
    return form
  }
  override clone(): WebKitRequest {
    return new WebKitRequest(super.clone())
  }
}

/** An upload as Firefox's in-browser mock sees it: its Request has no body stream, only its reads. */
class FirefoxRequest extends Request {
  private readonly sent: ArrayBuffer
  constructor(url: string, init: RequestInit & { body: ArrayBuffer }) {
    super(url, init)
    this.sent = init.body
    Object.defineProperty(this, 'body', { value: undefined })
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.sent.slice(0))
  }
  override clone(): Request {
    return new FirefoxRequest(this.url, { method: this.method, headers: this.headers, body: this.sent })
  }
}

type Engine = new (url: string, init: RequestInit & { body: ArrayBuffer }) => Request

async function upload(Engine: Engine, name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.set('file', new File([bytes.slice().buffer], name, { type: 'application/json' }))
  form.set('email', 'a@example.test')
  form.set('store', 'true')
  form.set('source', 'public')
  const wire = new Request(`${base}/upload`, { method: 'POST', body: form })
  const request = new Engine(`${base}/upload`, {
    method: 'POST',
    headers: { 'x-public-key': 'dev-public-key', 'Content-Type': wire.headers.get('Content-Type') ?? '' },
    body: await wire.arrayBuffer(),
  })
  const store = createMockStore('sha256')
  const response = await getResponse(storageHandlers(store, base), request)
  return { store, response: response!, body: (await response!.json()) as { body: Record<string, unknown> } }
}

describe('the mock reads an upload from its multipart bytes', () => {
  // Not UTF-8: a string from formData() could not carry these bytes.
  const bytes = new Uint8Array([0x7b, 0xff, 0x00, 0xfe, 0x80, 0x7d])

  it.each([
    ['WebKit', 'gamma 🎉.json', WebKitRequest],
    ['WebKit', '日本.txt', WebKitRequest],
    ['Firefox', '日本.txt', FirefoxRequest],
  ])('in %s, keeps %s and its bytes', async (_, name, Engine) => {
    const { store, response, body } = await upload(Engine, name, bytes)
    expect(response.status).toBe(200)
    expect(body.body).toMatchObject({ originalname: name, size: String(bytes.length), mime: 'application/json' })
    expect(store.state.files[body.body.fileId as string]?.bytes).toEqual(bytes)
  })
})
