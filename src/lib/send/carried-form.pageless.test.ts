import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { webDigest } from '../web-digest'
import { bodyOf, carriedForm } from './carried-form'

/** What a server reads of the body the worker sends (Node's multipart parser, as undici's servers have). */
async function received(form: FormData) {
  const { body, transfer } = await carriedForm(form)
  const sent = bodyOf(structuredClone(body, { transfer }))
  return new Response(sent.body, { headers: { 'Content-Type': sent.contentType! } }).formData()
}

describe('a form carried to the worker', () => {
  it('reaches the server with every field, and each file byte for byte with its name and type', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256)
    const form = new FormData()
    form.append('file', new File([bytes], 'report 2026 (final).pdf', { type: 'application/pdf' }))
    form.append('email', 'ann@example.org')
    form.append('store', 'true')
    const got = await received(form)
    const file = got.get('file') as File
    expect([file.name, file.type, file.size]).toEqual(['report 2026 (final).pdf', 'application/pdf', bytes.length])
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
    expect([got.get('email'), got.get('store')]).toEqual(['ann@example.org', 'true'])
  })

  it('keeps a name in any script, and a name cannot break out of its header', async () => {
    const name = 'تقرير\r\nContent-Type: text/html"; x=".txt'
    const form = new FormData()
    form.append('file', new File(['x'], name))
    const file = (await received(form)).get('file') as File
    // Escaped as browsers escape it (%0D %0A %22), read back whole by the server: still one name,
    // and the part's type is still the default, not the one the name tried to set.
    expect(file.name).toBe(name)
    expect(file.type).toBe('application/octet-stream')
  })

  it("a file's type cannot break out of its header either", async () => {
    // A message is the page's to write: the type it says comes as it is, not through File's checks.
    const evil = 'text/plain\r\nContent-Disposition: form-data; name="email"\r\n\r\nmallory@example.org'
    const sent = bodyOf([
      ['file', { name: 'a.txt', type: evil, bytes: new TextEncoder().encode('x').buffer }],
      ['email', 'ann@example.org'],
    ])
    const got = await new Response(sent.body, { headers: { 'Content-Type': sent.contentType! } }).formData()
    expect(got.getAll('email')).toEqual(['ann@example.org'])
    expect(new TextDecoder().decode(sent.body as Uint8Array)).toContain('Content-Type: text/plain%0D%0AContent-Disposition')
  })

  it('hands the bytes over with the message instead of copying them', async () => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(1024)], 'a.bin'))
    const { body, transfer } = await carriedForm(form)
    structuredClone(body, { transfer })
    expect(transfer.map((buffer) => buffer.byteLength)).toEqual([0])
  })

  it("gives each file's bytes as read, once: a checksum taken then is the file's, though the bytes are handed over after", async () => {
    const text = 'the bytes that leave'
    const file = new File([text], 'a.txt')
    let reads = 0
    const arrayBuffer = file.arrayBuffer.bind(file)
    file.arrayBuffer = () => (reads++, arrayBuffer())
    const form = new FormData()
    form.append('file', file)
    let checksum: Promise<string> | undefined
    const { body, transfer } = await carriedForm(form, (bytes) => (checksum = webDigest(bytes, 'sha256')))
    structuredClone(body, { transfer })
    expect(await checksum).toBe(createHash('sha256').update(text).digest('hex'))
    expect(transfer.map((buffer) => buffer.byteLength)).toEqual([0])
    expect(reads).toBe(1)
  })

  it('leaves a JSON body as it is', () => {
    expect(bodyOf('{"a":1}')).toEqual({ body: '{"a":1}' })
  })
})
