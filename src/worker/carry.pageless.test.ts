import 'fake-indexeddb/auto'
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configDefaults } from '../config/defaults'
import { keepBlobsInIndexedDb } from '../test/idb-blobs'
import { resultFor } from '../test/upload-results'
import { historyDb, type SendRecord } from '../lib/history-db'
import type { HistoryScope } from '../lib/history-scope'
import { newJournalFile, type JournalFile } from '../lib/journal'
import { carrierDb, fetchIdOf, keyOf, type BackgroundFetchRegistration } from '../lib/send/carrier-protocol'
import { createCarrierWorker } from './carry'
import { lockName } from '../lib/send/journal-log'

/*
 * The service worker's side of a send, where no page is: what it does with each end of a
 * background fetch (success, failure, abort) and with an upload the browser still carries.
 * The service is a fake `fetch` that logs each request; Web Locks a map of held names.
 */

const API = 'https://api.example.org/v1/public'
const STORAGE = 'https://storage.example.org'
const config = { ...configDefaults(false), apiBaseUrl: API, storageUrl: STORAGE }
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Web Locks as the worker uses them: `held` names are a page's. */
function fakeLocks(held: Set<string>) {
  return {
    request: ((name: string, ...rest: unknown[]) => {
      const callback = rest.at(-1) as (lock: { name: string } | null) => unknown
      const options = (rest.length > 1 ? rest[0] : {}) as { ifAvailable?: boolean }
      if (held.has(name)) return Promise.resolve(options.ifAvailable ? callback(null) : new Promise(() => undefined))
      return Promise.resolve(callback({ name }))
    }) as LockManager['request'],
  }
}

/** The service: each request logged ("POST /upload"), answered by `answer` or as it would be. */
function fakeService(answer: (path: string) => Response | undefined = () => undefined) {
  const log: string[] = []
  /** each request's credential: its bearer token or storage key */
  const credentials: string[] = []
  let n = 0
  const fetch = async (url: string, init: RequestInit) => {
    const path = url.replace(API, '').replace(STORAGE, '')
    log.push(`${init.method} ${path}`)
    const headers = new Headers(init.headers)
    credentials.push(headers.get('Authorization') ?? `key ${headers.get('x-public-key')}`)
    const given = answer(path)
    if (given) return given
    if (path === '/upload') {
      const file = (init.body as FormData).get('file') as File
      return Response.json({ success: true, body: resultFor(file, sha256(await file.text())) })
    }
    return Response.json({ success: true, body: { id: `id-${++n}` } }, { status: 201 })
  }
  return { fetch, log, credentials }
}

const texts = ['the first file', 'the second file']
const files = texts.map((text, i) => new File([text], `file-${i}.txt`, { type: 'text/plain' }))

/** A send of two files whose page is gone: file 0 at `first` (its upload with the browser), file 1 uploaded. */
async function sendLeftBy(
  first: Partial<JournalFile> = {},
  { credentials = { token: 'secret-token', publicKey: 'secret-key' }, scope = { service: API } as HistoryScope } = {},
) {
  const sendId = `send-${Math.random().toString(16).slice(2)}`
  const send: SendRecord = {
    id: sendId,
    createdAt: Date.now(),
    recipients: ['ann@example.org'],
    coAuthors: [],
    expiration: 7,
    files: files.map((f) => ({ name: f.name, size: f.size })),
    journal: 1,
    status: 'active',
  }
  const entries = files.map((file, i) => newJournalFile(sendId, i, file, file.name))
  Object.assign(entries[0]!, { steps: { upload: 'in-flight', register: 'todo', transfer: 'todo' } }, first)
  Object.assign(entries[1]!, {
    steps: { upload: 'done', register: 'todo', transfer: 'todo' },
    result: resultFor(files[1]!, sha256(texts[1]!)),
    checksum: { state: 'match', hashed: files[1]!.size },
  })
  await historyDb.writeSend(send, entries, scope)
  await historyDb.keep([{ sendId, index: 0, file: files[0]! }])
  await carrierDb.lease({
    sendId,
    config,
    credentials,
    scope,
    title: 'Sending 2 files to ann@example.org.',
  })
  return sendId
}

/** What the browser hands the worker at the end of a background fetch of file 0's upload. */
function ended(sendId: string, response: Promise<Response>): BackgroundFetchRegistration {
  void response.catch(() => undefined)
  const record = { request: new Request(`${STORAGE}/upload`, { method: 'POST' }), responseReady: response }
  return {
    id: fetchIdOf(keyOf(sendId, 0, 'upload')),
    uploaded: files[0]!.size,
    uploadTotal: files[0]!.size,
    result: 'success',
    failureReason: '',
    matchAll: async () => [record],
    abort: async () => true,
  } as unknown as BackgroundFetchRegistration
}

const stepsOf = async (sendId: string) =>
  ((await historyDb.sendEntries(sendId)) as JournalFile[])
    .sort((a, b) => a.index - b.index)
    .map((e) => Object.values(e.steps).join('/'))

beforeEach(() => keepBlobsInIndexedDb())
afterEach(() => vi.unstubAllGlobals())

describe('the worker at the end of a background fetch', () => {
  it('success, the page gone: the answer stands for the upload, never made again; the worker registers and transfers both files', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set()) })
    const answer = Response.json({ success: true, body: resultFor(files[0]!, sha256(texts[0]!)) })
    await worker.fetched(ended(sendId, Promise.resolve(answer)))
    expect(service.log.filter((r) => r.endsWith('/upload'))).toEqual([])
    expect(service.log.filter((r) => r.endsWith('/consignments'))).toHaveLength(2)
    expect(service.log.filter((r) => r.includes('/transfers/'))).toHaveLength(2)
    expect(await stepsOf(sendId)).toEqual(['done/done/done', 'done/done/done'])
    expect((await historyDb.getSend(sendId))?.status).toBe('finished')
    // The credentials and answers are erased with the send's end.
    expect(await carrierDb.leaseOf(sendId)).toBeUndefined()
    expect(await carrierDb.answerOf(keyOf(sendId, 0, 'upload'))).toBeUndefined()
  })

  it('success, the page still there: the answer is kept and nothing else is asked (the page goes on)', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set([lockName(sendId)])) })
    const answer = Response.json({ success: true, body: resultFor(files[0]!, sha256(texts[0]!)) })
    await worker.fetched(ended(sendId, Promise.resolve(answer)))
    expect(service.log).toEqual([])
    expect((await carrierDb.answerOf(keyOf(sendId, 0, 'upload')))?.status).toBe(200)
    expect(await carrierDb.leaseOf(sendId)).toBeDefined()
  })

  it('failure with no answer (the network failed): the worker uploads the file again from its kept copy, once, and finishes', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set()) })
    await worker.fetched(ended(sendId, Promise.reject(new TypeError('network'))))
    expect(service.log.filter((r) => r.endsWith('/upload'))).toEqual(['POST /upload'])
    expect(await stepsOf(sendId)).toEqual(['done/done/done', 'done/done/done'])
  })

  it('failure with a refusal (422): the refusal stands, the file is not uploaded again nor registered; the other file goes on', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set()) })
    const refusal = Response.json({ success: false, message: 'too large', context: 'upload' }, { status: 422 })
    await worker.fetched(ended(sendId, Promise.resolve(refusal)))
    expect(service.log.filter((r) => r.endsWith('/upload'))).toEqual([])
    expect(service.log.filter((r) => r.endsWith('/consignments'))).toHaveLength(1)
    const [first, second] = await stepsOf(sendId)
    expect(first).not.toMatch(/^done/)
    expect(second).toBe('done/done/done')
    // Left for the person's next visit, with their own credentials: none kept.
    expect((await historyDb.getSend(sendId))?.status).toBe('active')
    expect(await carrierDb.leaseOf(sendId)).toBeUndefined()
  })

  it('abort (the person stopped it in the browser), the page gone: the send is left for the next visit, nothing asked, nothing kept', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set()) })
    await worker.abandoned(ended(sendId, Promise.reject(new DOMException('aborted', 'AbortError'))))
    expect(service.log).toEqual([])
    expect(await carrierDb.leaseOf(sendId)).toBeUndefined()
    expect((await historyDb.getSend(sendId))?.status).toBe('active')
  })

  it('the page gone while the browser still carries an upload: that file is not uploaded again, the rest goes on, the lease stays for its end', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const backgroundFetch = { getIds: async () => [fetchIdOf(keyOf(sendId, 0, 'upload'))] }
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set()), backgroundFetch })
    await worker.carry(sendId)
    expect(service.log.filter((r) => r.endsWith('/upload'))).toEqual([])
    expect(await stepsOf(sendId)).toEqual(['in-flight/todo/todo', 'done/done/done'])
    expect(await carrierDb.leaseOf(sendId)).toBeDefined()
  })

  it('credentials: the journal and History hold none of them, only the lease does', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set()) })
    await worker.fetched(
      ended(sendId, Promise.resolve(Response.json({ success: true, body: resultFor(files[0]!, sha256(texts[0]!)) }))),
    )
    const stored = JSON.stringify([
      await historyDb.sendEntries(sendId),
      await historyDb.getSend(sendId),
      await historyDb.list('consignments'),
    ])
    expect(stored).not.toContain('secret-token')
    expect(stored).not.toContain('secret-key')
  })
})

describe('a request the page hands over', () => {
  const registration = (sendId: string) =>
    ({
      type: 'request',
      key: keyOf(sendId, 1, 'register'),
      sendId,
      url: `${API}/consignments`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"filename":"file-1.txt"}',
    }) as const

  it('is answered to the page, and kept in memory only while the page holds the send (its journal keeps the answer)', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set([lockName(sendId)])) })
    const heard: unknown[] = []
    await worker.receive(registration(sendId), (answer) => heard.push(answer))
    expect(heard).toEqual([expect.objectContaining({ status: 201 })])
    expect(await carrierDb.answerOf(keyOf(sendId, 1, 'register'))).toBeUndefined()
    expect(service.log).toEqual(['POST /consignments'])
  })

  it('answered with a redirect: not followed with the credentials; the page hears it as such', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService((path) =>
      path === '/consignments'
        ? new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/' } })
        : undefined,
    )
    const asked: Array<RequestRedirect | undefined> = []
    const fetch = (url: string, init: RequestInit) => {
      asked.push(init.redirect)
      return service.fetch(url, init)
    }
    const worker = createCarrierWorker({ fetch, locks: fakeLocks(new Set([lockName(sendId)])) })
    const heard: unknown[] = []
    await worker.receive(registration(sendId), (answer) => heard.push(answer))
    expect(asked).toEqual(['manual'])
    expect(heard).toEqual([{ error: 'redirected', message: 'redirected' }])
    expect(await carrierDb.answerOf(keyOf(sendId, 1, 'register'))).toBeUndefined()
  })

  it('heard before the page went: once the worker carries the send, written for it and not asked again', async () => {
    const sendId = await sendLeftBy({
      steps: { upload: 'done', register: 'todo', transfer: 'todo' },
      result: resultFor(files[0]!, sha256(texts[0]!)),
    })
    const held = new Set([lockName(sendId)])
    const service = fakeService()
    // What the worker had written of file 1's registration when its run asked its first request.
    const write = vi.spyOn(carrierDb, 'write')
    const key = keyOf(sendId, 1, 'register')
    let writtenBeforeAsking: unknown[] | undefined
    const fetch = async (url: string, init: RequestInit) => {
      if (!held.size) writtenBeforeAsking ??= write.mock.calls.map(([batch]) => batch.get(key)?.status)
      return service.fetch(url, init)
    }
    const worker = createCarrierWorker({ fetch, locks: fakeLocks(held) })
    await worker.receive(registration(sendId), () => undefined)
    expect(write).not.toHaveBeenCalled()
    // The page goes before its journal heard the answer: file 1 still reads "register: todo".
    held.clear()
    await worker.carry(sendId)
    write.mockRestore()
    expect(service.log.filter((r) => r.endsWith('/consignments'))).toHaveLength(2)
    expect(writtenBeforeAsking).toContain(201)
    expect(await stepsOf(sendId)).toEqual(['done/done/done', 'done/done/done'])
  })

  it('posted as the page closed and come once the worker carries the send on: not made, the worker makes that step once', async () => {
    const sendId = await sendLeftBy({
      steps: { upload: 'done', register: 'todo', transfer: 'todo' },
      result: resultFor(files[0]!, sha256(texts[0]!)),
    })
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    const service = fakeService()
    // The service holds the worker's first registration until the late message has come.
    let asked = 0
    const fetch = async (url: string, init: RequestInit) => {
      if (url.endsWith('/consignments')) {
        asked += 1
        await held
      }
      return service.fetch(url, init)
    }
    const worker = createCarrierWorker({ fetch, locks: fakeLocks(new Set()) })
    const carried = worker.carry(sendId)
    await vi.waitFor(() => expect(asked).toBeGreaterThan(0))
    const heard: unknown[] = []
    await worker.receive(registration(sendId), (answer) => heard.push(answer))
    release()
    await carried
    expect(heard).toEqual([expect.objectContaining({ error: 'aborted' })])
    expect(service.log.filter((r) => r.endsWith('/consignments'))).toHaveLength(2)
    expect(await stepsOf(sendId)).toEqual(['done/done/done', 'done/done/done'])
  })
})

describe('whose send it is', () => {
  it("two accounts' sends carried at once: every request with its own send's credentials, History under its own account", async () => {
    const ann = { credentials: { token: 'ann-token', publicKey: 'ann-key' }, scope: { service: API, account: 'ann' } }
    const bob = { credentials: { token: 'bob-token', publicKey: 'bob-key' }, scope: { service: API, account: 'bob' } }
    const [annSend, bobSend] = [await sendLeftBy({}, ann), await sendLeftBy({}, bob)]
    const byToken = new Map<string, string[]>()
    const service = fakeService()
    const fetch = async (url: string, init: RequestInit) => {
      const response = await service.fetch(url, init)
      const body = typeof init.body === 'string' ? init.body : url
      byToken.set(service.credentials.at(-1)!, [...(byToken.get(service.credentials.at(-1)!) ?? []), body])
      // One answer at a time, turn and turn about: the two runs interleave.
      await new Promise((resolve) => setTimeout(resolve, 1))
      return response
    }
    const worker = createCarrierWorker({ fetch, locks: fakeLocks(new Set()) })
    await Promise.all([worker.carry(annSend), worker.carry(bobSend)])
    expect(new Set(service.credentials)).toEqual(new Set(['Bearer ann-token', 'key ann-key', 'Bearer bob-token', 'key bob-key']))
    // Each send's registrations (its files' names are the same: told apart by its requests' count).
    for (const token of ['Bearer ann-token', 'Bearer bob-token']) expect(byToken.get(token)).toHaveLength(4)
    expect((await historyDb.getSend(annSend)) as unknown).toMatchObject({ status: 'finished', account: 'ann' })
    expect((await historyDb.getSend(bobSend)) as unknown).toMatchObject({ status: 'finished', account: 'bob' })
    const raw = (await historyDb.list('consignments')) as unknown as Array<{ sendId: string; account?: string }>
    for (const record of raw.filter((r) => r.sendId === annSend || r.sendId === bobSend))
      expect(record.account).toBe(record.sendId === annSend ? 'ann' : 'bob')
  })

  it('signed out while the worker carries the send: what was on its way ends, nothing more is asked, the send waits for its person', async () => {
    const sendId = await sendLeftBy({
      steps: { upload: 'done', register: 'todo', transfer: 'todo' },
      result: resultFor(files[0]!, sha256(texts[0]!)),
    })
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    const service = fakeService()
    let asked = 0
    const fetch = async (url: string, init: RequestInit) => {
      asked += 1
      await held
      return service.fetch(url, init)
    }
    const worker = createCarrierWorker({ fetch, locks: fakeLocks(new Set()) })
    const carried = worker.carry(sendId)
    await vi.waitFor(() => expect(asked).toBe(2))
    // The page forgot the lease and told the worker (shared/page-carrier.ts, revokeCarried).
    await carrierDb.forget(sendId)
    await worker.receive({ type: 'revoke', sendIds: [sendId] })
    release()
    await carried
    // The two registrations on their way when the person signed out, and nothing after them.
    expect(service.log).toEqual(['POST /consignments', 'POST /consignments'])
    expect((await historyDb.getSend(sendId))?.status).toBe('active')
    expect(await carrierDb.leaseOf(sendId)).toBeUndefined()
  })
})

describe('when the browser will stop the worker', () => {
  it('its events about to run out: no step starts, what is on its way ends and is kept, the lease stays; woken again, it finishes, nothing twice', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    // Each request answered 200 ms after it left, unless cancelled first.
    const fetch = async (url: string, init: RequestInit) => {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, 200)
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(new DOMException('cancelled', 'AbortError'))
        })
      })
      return service.fetch(url, init)
    }
    const worker = createCarrierWorker({ fetch, locks: fakeLocks(new Set()), drainMs: 1000 })
    // Held for 1.1 s more: the drain comes 100 ms in, with file 0's upload and file 1's registration on their way.
    worker.hold(Date.now() + 1100)
    expect(await worker.carry(sendId)).toBe('drained')
    // No transfer started (each comes after a registration's answer, past the drain); each
    // registration made was answered and journaled: nothing is left in doubt for the next wake (an
    // upload cut reads "was uploading", and is made again).
    expect(service.log.filter((r) => r.includes('/transfers/'))).toEqual([])
    expect(service.log.length).toBeGreaterThan(0)
    for (const steps of await stepsOf(sendId)) expect(steps).toMatch(/^[^/]+\/(todo|done)\/(todo|done)$/)
    expect(await carrierDb.leaseOf(sendId)).toBeDefined()
    expect((await historyDb.getSend(sendId))?.status).toBe('active')

    // The browser's next wake (a sync event), with time enough.
    worker.hold(Date.now() + 60_000)
    await worker.woken(sendId, Date.now() + 60_000)
    expect(await stepsOf(sendId)).toEqual(['done/done/done', 'done/done/done'])
    expect(service.log.filter((r) => r.endsWith('/upload'))).toHaveLength(1)
    expect(service.log.filter((r) => r.endsWith('/consignments'))).toHaveLength(2)
    expect(service.log.filter((r) => r.includes('/transfers/'))).toHaveLength(2)
    expect(await carrierDb.leaseOf(sendId)).toBeUndefined()
  })

  it('woken while its page still runs the send: resolves once its time is up, the page goes on', async () => {
    const sendId = await sendLeftBy()
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set([lockName(sendId)])) })
    const again = vi.fn()
    await worker.woken(sendId, Date.now() + 100, again)
    expect(service.log).toEqual([])
    expect(await carrierDb.leaseOf(sendId)).toBeDefined()
    // Asked again: the wake stays while the send does.
    expect(again).toHaveBeenCalledTimes(1)
  })

  it('woken for a send that is over: resolves at once, and asks for no wake again', async () => {
    const sendId = await sendLeftBy()
    await carrierDb.forget(sendId)
    const service = fakeService()
    const worker = createCarrierWorker({ fetch: service.fetch, locks: fakeLocks(new Set()) })
    const again = vi.fn()
    await worker.woken(sendId, Date.now() + 60_000, again)
    expect(again).not.toHaveBeenCalled()
    expect(service.log).toEqual([])
  })
})
