import { describe, expect, it } from 'vitest'
import { testAddresses } from './node'

const api = testAddresses.apiBaseUrl
const storage = testAddresses.storageUrl
const control = `${new URL(api).origin}/__mock`
const bearer = { Authorization: 'Bearer dev-token' }
const key = { 'x-public-key': 'dev-public-key' }
const consignment = { filename: 'a.txt', contentType: 'text/plain', size: 5 }

const post = (url: string, body: unknown, headers: Record<string, string> = bearer) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

async function errorOf(response: Response) {
  return { status: response.status, ...((await response.json()) as { success: boolean; message: string; context: string }) }
}

function form(fields: Record<string, string | File>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

async function upload(bytes = 'hello, 🦊', name = 'greeting <1>.txt') {
  const response = await fetch(`${storage}/upload`, {
    method: 'POST',
    headers: key,
    body: form({
      file: new File([bytes], name, { type: 'text/plain' }),
      email: 'a@example.test',
      store: 'true',
      source: 'transfer',
    }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { body: { fileId: string; containerId: string } }).body
}

const setFaults = (body: unknown) => post(`${control}/control`, body, {})

describe('the mock service', () => {
  it.each([
    [{ contentType: 'text/plain', size: 5 }, 'filename'],
    [{ filename: 'a.txt', size: 5 }, 'contentType'],
    [{ filename: 'a.txt', contentType: 'text/plain', size: 'five' }, 'size'],
    [{ ...consignment, co_authors: 'bo' }, 'co_authors'],
  ])('refuses consignment %j with 400 naming %s', async (body, field) => {
    const error = await errorOf(await post(`${api}/consignments`, body))
    expect(error).toMatchObject({ status: 400, success: false, context: field })
    expect(error.message).toContain(field)
  })

  it('refuses a transfer with 400: unknown consignment, missing or invalid recipients', async () => {
    expect(await errorOf(await post(`${api}/transfers/consignments/nope`, { target_emails: ['a@example.test'] }))).toMatchObject({
      status: 400,
      context: 'consignmentId',
    })
    const { body } = (await (await post(`${api}/consignments`, consignment)).json()) as { body: { id: string } }
    expect(await errorOf(await post(`${api}/transfers/consignments/${body.id}`, { target_emails: [] }))).toMatchObject({
      status: 400,
      context: 'target_emails',
    })
    expect(
      await errorOf(await post(`${api}/transfers/consignments/${body.id}`, { target_emails: ['not-an-address'] })),
    ).toMatchObject({ status: 400, context: 'target_emails.0' })
    expect(
      (await post(`${api}/transfers/consignments/${body.id}`, { target_emails: ['a@example.test'], expiration: 7 })).status,
    ).toBe(201)
  })

  it.each([
    [{ email: 'a@example.test', store: 'true', source: 'public' }, 'file'],
    [{ file: new File(['x'], 'x.txt'), store: 'true', source: 'public' }, 'email'],
    [{ file: new File(['x'], 'x.txt'), email: 'a@example.test', store: 'maybe', source: 'public' }, 'store'],
    [{ file: new File(['x'], 'x.txt'), email: 'a@example.test', store: 'true', source: 'elsewhere' }, 'source'],
  ])('refuses an upload with 422 naming the missing field (%#: %s)', async (fields, field) => {
    const response = await fetch(`${storage}/upload`, { method: 'POST', headers: key, body: form(fields) })
    expect(await errorOf(response)).toMatchObject({ status: 422, context: field })
  })

  it('refuses /download with 422 for a missing or unknown fileId', async () => {
    expect(await errorOf(await post(`${storage}/download`, {}, key))).toMatchObject({ status: 422, context: 'fileId' })
    expect(await errorOf(await post(`${storage}/download`, { fileId: 'nope' }, key))).toMatchObject({
      status: 422,
      context: 'fileId',
    })
  })

  it('answers 401 on every endpoint without the right credential, and each surface wants its own', async () => {
    const calls = [
      () => post(`${api}/consignments`, consignment, key),
      () => post(`${api}/transfers/consignments/x`, { target_emails: ['a@example.test'] }, {}),
      () => fetch(`${api}/consignments/count`, { headers: { Authorization: 'Bearer wrong' } }),
      () => fetch(`${api}/me`, { headers: key }),
      () => fetch(`${storage}/upload`, { method: 'POST', headers: bearer, body: form({ file: new File(['x'], 'x') }) }),
      () => post(`${storage}/download`, { fileId: 'x' }, bearer),
    ]
    for (const call of calls) expect(await errorOf(await call())).toMatchObject({ status: 401, success: false })
  })

  it('answers 402 once the consignment quota is used up', async () => {
    expect((await setFaults({ consignmentLimit: 1 })).status).toBe(204)
    expect((await post(`${api}/consignments`, consignment)).status).toBe(201)
    expect(await errorOf(await post(`${api}/consignments`, consignment))).toMatchObject({ status: 402, context: 'quota' })
    expect(await (await fetch(`${api}/consignments/count`, { headers: bearer })).json()).toEqual({ total: 1 })
  })

  it('gives a new unique link per /download, serving the original bytes with the file name', async () => {
    const file = await upload()
    const links = await Promise.all(
      [1, 2, 3].map(
        async () =>
          ((await (await post(`${storage}/download`, { fileId: file.fileId }, key)).json()) as { body: { link: string } }).body
            .link,
      ),
    )
    expect(new Set(links).size).toBe(3)
    for (const link of links) {
      const response = await fetch(link)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('hello, 🦊')
      expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain("filename*=UTF-8''greeting <1>.txt")
    }
  })

  it('applies faults with skip and times, then behaves again', async () => {
    await setFaults({ faults: [{ endpoint: 'count', status: 503, skip: 1, times: 2 }] })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${api}/consignments/count`, { headers: bearer })).status)
    expect(statuses).toEqual([200, 503, 503, 200])
  })

  it('can fail the network, answer HTML, or answer a wrong shape', async () => {
    await setFaults({
      faults: [
        { endpoint: 'me', network: true, times: 1 },
        { endpoint: 'count', html: true },
        { endpoint: 'download', badShape: true },
      ],
    })
    await expect(fetch(`${api}/me`, { headers: bearer })).rejects.toThrow()
    expect((await fetch(`${api}/me`, { headers: bearer })).status).toBe(200)
    const html = await fetch(`${api}/consignments/count`, { headers: bearer })
    expect([html.status, html.headers.get('content-type'), await html.text()]).toEqual([
      502,
      'text/html',
      expect.stringContaining('<html>'),
    ])
    expect(await (await post(`${storage}/download`, { fileId: 'x' }, key)).json()).toEqual({ ok: 'yes' })
  })

  it('refuses a malformed control body and resets everything on /__mock/reset', async () => {
    expect((await setFaults({ faults: [{ endpoint: 'nowhere' }] })).status).toBe(400)
    await setFaults({ faults: [{ endpoint: 'count', status: 500 }] })
    await post(`${api}/consignments`, consignment)
    expect((await fetch(`${control}/reset`, { method: 'POST' })).status).toBe(204)
    const state = (await (await fetch(`${control}/state`)).json()) as { consignments: number; faults: unknown[] }
    expect(state).toMatchObject({ consignments: 0, faults: [] })
    expect((await fetch(`${api}/consignments/count`, { headers: bearer })).status).toBe(200)
  })

  it('does not let a call that arrived before a reset change the state after it', async () => {
    await setFaults({ latencyMs: 300 })
    const before = post(`${api}/consignments`, consignment)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await fetch(`${control}/reset`, { method: 'POST' })
    await expect(before).rejects.toThrow()
    const state = (await (await fetch(`${control}/state`)).json()) as { consignments: number }
    expect(state.consignments).toBe(0)
  })
})
