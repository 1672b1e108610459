import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import type { UploadResult } from '../../api/schemas'
import type { Uploader } from '../../api/storage-api'
import { fakeDigest, resultFor } from '../../test/fake-uploader'
import { keepBlobsInIndexedDb } from '../../test/idb-blobs'
import { rawHistory } from '../../test/raw-history'
import type { JournalFile } from '../journal'
import type { Step as JournalStep } from './model'
import type { Choice } from './unfinished'

/*
 * The send's one owner, driven as the pages drive it, against a fake service that logs every
 * request it receives and can stop answering one (a tab that dies while it is on its way). A
 * "new tab" loads the modules again: nothing of the first tab's memory is left, only IndexedDB.
 */

afterEach(() => vi.unstubAllGlobals())

const lastModified = 1_700_000_000_000
const fileOf = (name: string) => new File([`bytes of ${name}`], name, { type: 'text/plain', lastModified })
const details = { target_emails: ['ann@example.com'], message: 'Hi', expiration: 3, co_authors: ['Cy'] }

type Hang = { step: JournalStep; name: string } | null

/**
 * The service: logs each request as it arrives; the one matching `hang` never answers; one of
 * `hold` ("register a.txt") answers when the test says (`answer`), or fails as fetch does if the
 * app aborts it first.
 */
function fakeService() {
  const log: string[] = []
  const state = { hang: null as Hang, refuseUploads: false, onHang: () => undefined as void, hold: new Set<string>() }
  const answer = new Map<string, () => void>()
  let n = 0
  const arrive = <T>(step: JournalStep, name: string, value: () => T, signal?: AbortSignal): Promise<T> => {
    log.push(`${step} ${name}`)
    if (state.hang?.step === step && state.hang.name === name) {
      state.onHang()
      return new Promise<T>(() => undefined)
    }
    if (state.hold.has(`${step} ${name}`))
      return new Promise<T>((resolve, reject) => {
        answer.set(`${step} ${name}`, () => resolve(value()))
        signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'cancelled')))
      })
    if (step === 'upload' && state.refuseUploads) return Promise.reject(new ApiError('http', 'refused', 413))
    return Promise.resolve(value())
  }
  const names = new Map<string, string>()
  const uploader: Uploader = (file) => arrive<UploadResult>('upload', file.name, () => resultFor(file))
  const requests = {
    register: (c: { filename: string }, signal?: AbortSignal) =>
      arrive(
        'register',
        c.filename,
        () => {
          const id = `cons-${++n}`
          names.set(id, c.filename)
          return id
        },
        signal,
      ),
    transfer: (consignmentId: string, _transfer: unknown, signal?: AbortSignal) =>
      arrive('transfer', names.get(consignmentId) ?? consignmentId, () => `tr-${consignmentId}`, signal),
  }
  const count = (what: string) => log.filter((l) => l === what).length
  return { log, state, uploader, requests, count, answer }
}
type Service = ReturnType<typeof fakeService>

/** A tab: the modules loaded afresh, its own queue and owner over the shared service and database. */
async function openTab(service: Service, keepBytes = 1_000_000) {
  vi.resetModules()
  const { historyScope } = await import('../history-scope')
  historyScope.setService('https://api.example')
  const { createUploadQueue } = await import('../upload-queue/upload-queue')
  const { createSends } = await import('./sends')
  const journalLog = await import('./journal-log')
  const unfinished = await import('./unfinished')
  const kept = await import('./kept')
  const { historyDb } = await import('../history-db')
  const queue = createUploadQueue({ uploader: service.uploader, hash: async (f) => fakeDigest(f.name), concurrency: 2 })
  const sends = createSends({ queue, requests: service.requests as never, keepBytes })
  const status = async (id: string) => (await historyDb.getSend(id))?.status
  const getSend = (id: string) => historyDb.getSend(id)
  return { queue, sends, historyDb, status, getSend, ...journalLog, ...unfinished, keptHow: kept.keptHow }
}

/** A tab that sends the one file `name` and is left while the `step` of it is out: the service never answers that request. */
async function tabLeftDuring(service: Service, step: JournalStep, name: string) {
  service.state.hang = { step, name }
  const tab = await openTab(service)
  tab.sends.start({ kind: 'send', files: [fileOf(name)], details, sender: 'me@example.com', expiresAt: null })
  const sendId = tab.sends.state.getState()[0]!.id
  await vi.waitFor(() => expect(service.count(`${step} ${name}`)).toBe(1))
  // Its start is written (an upload does not wait for it: one that leaves first is harmless to repeat).
  await vi.waitFor(async () => expect(await tab.status(sendId)).toBe('active'))
}

/** a.txt and b.txt sent from me@ with `details` */
const sendTwo = (tab: Awaited<ReturnType<typeof openTab>>, expiresAt: Date | null = null) =>
  tab.sends.start({ kind: 'send', files: [fileOf('a.txt'), fileOf('b.txt')], details, sender: 'me@example.com', expiresAt })

const entriesOf = async (sendId: string) =>
  ((await (await rawHistory()).getAllFromIndex('journal', 'sendId', sendId)) as JournalFile[]).sort((a, b) => a.index - b.index)

describe('a send, from its details and files to its end', () => {
  it('uploads, registers and transfers each file once, journals and records each step, and finishes', async () => {
    const service = fakeService()
    const tab = await openTab(service)
    const ids = sendTwo(tab, new Date(lastModified))
    expect(ids).toHaveLength(2)
    const [running] = tab.sends.state.getState()
    expect(running).toMatchObject({ kind: 'send', ids, note: { recipients: ['ann@example.com'], message: 'Hi' } })
    await vi.waitFor(async () => expect(await tab.status(running!.id)).toBe('finished'))

    for (const name of ['a.txt', 'b.txt'])
      expect(service.log.filter((l) => l.endsWith(` ${name}`))).toEqual([
        `upload ${name}`,
        `register ${name}`,
        `transfer ${name}`,
      ])
    const entries = await entriesOf(running!.id)
    expect(entries.map((e) => [e.name, e.steps])).toEqual([
      ['a.txt', { upload: 'done', register: 'done', transfer: 'done' }],
      ['b.txt', { upload: 'done', register: 'done', transfer: 'done' }],
    ])
    // History, from the same owner: the uploads, and the consignments and transfers under the
    // send's id and each file's index in it.
    await vi.waitFor(async () => expect(await tab.historyDb.list('transfers')).toHaveLength(2))
    const placed = [
      ['a.txt', running!.id, 0],
      ['b.txt', running!.id, 1],
    ]
    for (const kind of ['uploads', 'consignments', 'transfers'] as const)
      expect((await tab.historyDb.list(kind)).map((r) => [r.filename, r.sendId, r.index]).sort()).toEqual(placed)
    expect(await tab.historyDb.getSend(running!.id)).toMatchObject({
      sender: 'me@example.com',
      recipients: ['ann@example.com'],
      expiration: 3,
      files: [{ name: 'a.txt' }, { name: 'b.txt' }],
    })

    // The person is through with it: it leaves the page; nothing is left to resume.
    tab.sends.clear('send')
    expect(tab.sends.state.getState()).toEqual([])
    expect(await tab.listUnfinished()).toEqual([])
  })
})

describe('a send again: files of an earlier send to more people', () => {
  it('makes one transfer per file and nothing else, journals and records it, and names the files it reused', async () => {
    const service = fakeService()
    const tab = await openTab(service)
    sendTwo(tab)
    const first = tab.sends.state.getState()[0]!.id
    await vi.waitFor(async () => expect(await tab.status(first)).toBe('finished'))
    const consignments = (await tab.historyDb.list('consignments')).sort((a, b) => a.index! - b.index!)
    const reused = consignments.map((c) => ({
      name: c.filename,
      size: c.size,
      reused: { consignmentId: c.id, result: resultFor(fileOf(c.filename)), sendId: first },
    }))
    tab.sends.clear('send')
    service.log.length = 0

    const more = { ...details, target_emails: ['bo@example.com'] }
    const ids = tab.sends.start({ kind: 'again', files: reused, details: more, sender: 'me@example.com', expiresAt: null })
    expect(ids).toHaveLength(2)
    const again = tab.sends.state.getState()[0]!
    await vi.waitFor(async () => expect(await tab.status(again.id)).toBe('finished'))
    // The transfers alone, each of the consignment registered before.
    expect(service.log.sort()).toEqual(['transfer a.txt', 'transfer b.txt'])
    expect((await entriesOf(again.id)).map((e) => [e.name, e.steps, e.consignmentId])).toEqual([
      ['a.txt', { upload: 'done', register: 'done', transfer: 'done' }, consignments[0]!.id],
      ['b.txt', { upload: 'done', register: 'done', transfer: 'done' }, consignments[1]!.id],
    ])
    const transfers = (await tab.historyDb.list('transfers')).filter((t) => t.sendId === again.id)
    expect(transfers.map((t) => [t.consignmentId, t.recipients, t.index]).sort()).toEqual([
      [consignments[0]!.id, ['bo@example.com'], 0],
      [consignments[1]!.id, ['bo@example.com'], 1],
    ])
    expect((await tab.historyDb.list('uploads')).every((u) => u.sendId === first)).toBe(true)
    expect((await tab.getSend(again.id))?.files.map((f) => [f.name, f.reused?.sendId])).toEqual([
      ['a.txt', first],
      ['b.txt', first],
    ])
  })

  it('left by its tab with a transfer out, is resumed in a new tab without any bytes: only that transfer is made again', async () => {
    const service = fakeService()
    const tab = await openTab(service)
    const reused = ['a.txt', 'b.txt'].map((name, i) => ({
      name,
      size: 10,
      reused: { consignmentId: `old-${i}`, result: resultFor(fileOf(name)) },
    }))
    service.state.hang = { step: 'transfer', name: 'old-1' }
    tab.sends.start({ kind: 'again', files: reused, details, sender: 'me@example.com', expiresAt: null })
    const sendId = tab.sends.state.getState()[0]!.id
    await vi.waitFor(() => expect(service.count('transfer old-0')).toBe(1))
    await vi.waitFor(() => expect(service.count('transfer old-1')).toBe(1))

    service.state.hang = null
    const next = await openTab(service)
    const [unfinished] = await next.listUnfinished()
    expect(unfinished?.send.id).toBe(sendId)
    next.sends.resume(unfinished!, new Map([[1, 'again' as Choice]]), new Map())
    await vi.waitFor(async () => expect(await next.status(sendId)).toBe('finished'))
    expect(service.log.filter((l) => !l.startsWith('transfer'))).toEqual([])
    expect(service.count('transfer old-0')).toBe(1)
    expect(service.count('transfer old-1')).toBe(2)
  })
})

describe('what a send writes to its journal', () => {
  it("writes each file's entry five times: listed, its upload's start, then each step's end with the next one's start, then delivered", async () => {
    keepBlobsInIndexedDb()
    const service = fakeService()
    const tab = await openTab(service)
    const written = new Map<number, string[]>()
    const writeSend = tab.historyDb.writeSend.bind(tab.historyDb)
    vi.spyOn(tab.historyDb, 'writeSend').mockImplementation((send, entries) => {
      for (const e of entries as unknown as JournalFile[])
        written.set(e.index, [...(written.get(e.index) ?? []), Object.values(e.steps).join('/')])
      return writeSend(send, entries)
    })
    const keeps = vi.spyOn(tab.historyDb, 'keep')
    const drops = vi.spyOn(tab.historyDb, 'dropKept')
    const names = ['a.txt', 'b.txt', 'c.txt', 'd.txt']
    // The uploads wait until the copies are kept, as a send of many files does.
    for (const name of names) service.state.hold.add(`upload ${name}`)
    tab.sends.start({ kind: 'send', files: names.map(fileOf), details, sender: 'me@example.com', expiresAt: null })
    const sendId = tab.sends.state.getState()[0]!.id
    await vi.waitFor(async () => expect((await tab.keptHow(sendId)).size).toBe(4))
    for (const name of names) service.answer.get(`upload ${name}`)?.()
    await vi.waitFor(() => expect(service.count('upload c.txt')).toBe(1))
    for (const name of names) service.answer.get(`upload ${name}`)?.()
    await vi.waitFor(async () => expect(await tab.status(sendId)).toBe('finished'))
    // The copies: one record for the four (a pack), dropped once all four are uploaded, then
    // whatever is left of the send's with its end. Keeping them wrote no entry of the journal.
    expect(keeps).toHaveBeenCalledTimes(1)
    expect(drops.mock.calls).toEqual([[sendId, [-1]], [sendId]])
    for (const [index, writes] of written) {
      // The upload's start, so a tab dying during it leaves "was uploading", not "not started".
      expect(writes, `file ${index}`).toContain('in-flight/todo/todo')
      // Each start is written before its request leaves, with the step before it done.
      expect(writes, `file ${index}`).toContain('done/in-flight/todo')
      expect(writes, `file ${index}`).toContain('done/done/in-flight')
      expect(writes.at(-1), `file ${index}`).toBe('done/done/done')
      expect(writes, `file ${index}`).not.toContain('done/done/todo')
      expect(writes.length, `file ${index}: ${writes.join(', ')}`).toBeLessThanOrEqual(5)
    }
    expect([...written.keys()].sort()).toEqual([0, 1, 2, 3])
  })
})

/** Every point where a tab can die in a file's way: while each step's request is out (the server may have done it). */
const dying: JournalStep[] = ['upload', 'register', 'transfer']

describe('a tab that dies during a step, then a resume in a new tab', () => {
  for (const step of dying)
    for (const name of ['a.txt', 'b.txt'])
      it(`dies the moment the ${step} of ${name} reaches the server: nothing known done is repeated, a step in doubt only as chosen`, async () => {
        keepBlobsInIndexedDb()
        const service = fakeService()
        service.state.hang = { step, name }
        const first = await openTab(service)
        // The tab dies as the request arrives: from then on, nothing more of it reaches IndexedDB.
        service.state.onHang = () => {
          vi.spyOn(first.historyDb, 'writeSend').mockImplementation(() => new Promise(() => undefined))
          vi.spyOn(first.historyDb, 'keep').mockImplementation(() => new Promise(() => undefined))
        }
        const files = [fileOf('a.txt'), fileOf('b.txt')]
        first.sends.start({ kind: 'send', files, details, sender: 'me@example.com', expiresAt: null })
        const sendId = first.sends.state.getState()[0]!.id
        await vi.waitFor(() => expect(service.count(`${step} ${name}`)).toBe(1))
        await new Promise((resolve) => setTimeout(resolve, 50))
        const before = [...service.log]

        const tab = await openTab(service)
        service.state.hang = null
        const [unfinished] = await tab.listUnfinished()
        expect(unfinished?.send.id).toBe(sendId)
        const { needOf } = await import('./model')
        const needs = new Map(unfinished!.files.map((f) => [f.name, needOf(f)]))
        // Its start was written before the request left: a registration or transfer out is in doubt, never "not yet".
        expect(needs.get(name)).toEqual(step === 'upload' ? { kind: 'upload' } : { kind: 'doubt', step })
        const choices = new Map<number, Choice>(
          unfinished!.files.flatMap((f) => (needOf(f).kind === 'doubt' ? [[f.index, 'again'] as const] : [])),
        )
        const picked = new Map(unfinished!.files.map((f) => [f.index, fileOf(f.name)]))
        const bytes = await tab.gatherBytes(unfinished!, picked)
        expect(tab.blockers(unfinished!, choices, bytes)).toEqual([])
        tab.sends.resume(unfinished!, choices, bytes)
        await vi.waitFor(async () => expect(await tab.status(sendId)).toBe('finished'))

        for (const file of unfinished!.files) {
          const need = needs.get(file.name)!
          const from = need.kind === 'nothing' ? 3 : need.kind === 'doubt' ? dying.indexOf(need.step) : dying.indexOf(need.kind)
          for (const [n, s] of dying.entries()) {
            const what = `${s} ${file.name}`
            const again = n >= from ? 1 : 0
            expect(service.count(what), what).toBe(before.filter((l) => l === what).length + again)
            // known done before the crash: never asked again
            if (file.steps[s] === 'done') expect(service.count(what), what).toBe(1)
          }
        }
        expect((await entriesOf(sendId)).map((e) => e.steps.transfer)).toEqual(['done', 'done'])
      })

  it('a registration in doubt left out, a transfer in doubt counted done: neither is asked again', async () => {
    const service = fakeService()
    await tabLeftDuring(service, 'register', 'a.txt')
    await tabLeftDuring(service, 'transfer', 'b.txt')

    const tab = await openTab(service)
    service.state.hang = null
    const found = await tab.listUnfinished()
    expect(found).toHaveLength(2)
    for (const unfinished of found) {
      const choice: Choice = unfinished.files[0]!.name === 'a.txt' ? 'left' : 'done'
      expect(tab.sends.resume(unfinished, new Map([[0, choice]]), new Map())).toEqual([])
      await vi.waitFor(async () => expect(await tab.status(unfinished.send.id)).toBe('finished'))
    }
    expect(service.log).toEqual(['upload a.txt', 'register a.txt', 'upload b.txt', 'register b.txt', 'transfer b.txt'])
  })
})

describe('a cancel while a step is on its way', () => {
  it('leaves it in doubt, uses the answer that still comes, and the journal says the same after a reload', async () => {
    const service = fakeService()
    service.state.hold = new Set(['register a.txt', 'register b.txt'])
    const tab = await openTab(service)
    const ids = sendTwo(tab)
    const sendId = tab.sends.state.getState()[0]!.id
    await vi.waitFor(() => expect(service.answer.size).toBe(2))
    tab.queue.cancel(ids)
    const items = () => tab.queue.getSnapshot().items
    await vi.waitFor(() =>
      expect(items().map((i) => [i.state, i.doubt])).toEqual([
        ['cancelled', 'register'],
        ['cancelled', 'register'],
      ]),
    )

    // a.txt's registration answers after the cancel: it is done, with its id; b.txt's never does.
    service.answer.get('register a.txt')!()
    await vi.waitFor(() =>
      expect(items()[0]).toMatchObject({ state: 'cancelled', step: 'transfer', results: { register: 'cons-1' } }),
    )
    expect(items()[0]!.doubt).toBeUndefined()
    await vi.waitFor(async () =>
      expect((await entriesOf(sendId)).map((e) => [e.steps.register, e.consignmentId])).toEqual([
        ['done', 'cons-1'],
        ['in-flight', undefined],
      ]),
    )
    expect(service.count('transfer a.txt')).toBe(0)
    await vi.waitFor(async () => expect((await tab.historyDb.list('consignments')).map((c) => c.id)).toEqual(['cons-1']))

    // After a reload: the registration done is not asked again, the one in doubt waits for the person.
    const next = await openTab(service)
    const [unfinished] = await next.listUnfinished()
    const { needOf } = await import('./model')
    expect(unfinished!.files.map((f) => needOf(f))).toEqual([{ kind: 'transfer' }, { kind: 'doubt', step: 'register' }])
  })
})

describe('discarding and two tabs', () => {
  it('a discarded send stays in History and is never offered again', async () => {
    const service = fakeService()
    await tabLeftDuring(service, 'register', 'a.txt')
    const tab = await openTab(service)
    const [unfinished] = await tab.listUnfinished()
    await tab.discardSend(unfinished!.send)
    expect(await tab.listUnfinished()).toEqual([])
    expect(await tab.status(unfinished!.send.id)).toBe('discarded')
    expect((await tab.historyDb.list('sends')).map((s) => s.id)).toEqual([unfinished!.send.id])
  })

  it('two tabs offered the same send: once one resumes it, the other is told it is taken', async () => {
    // One lock manager for both tabs, as the browser has.
    const held = new Set<string>()
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, run: () => Promise<void>) => (held.add(name), run().finally(() => held.delete(name))),
        query: async () => ({ held: [...held].map((name) => ({ name })) }),
      },
    })
    const service = fakeService()
    await tabLeftDuring(service, 'upload', 'a.txt')
    held.clear() // the tab died: the browser let its lock go

    service.state.hang = { step: 'register', name: 'a.txt' }
    const one = await openTab(service)
    const other = await openTab(service)
    const [offered] = await one.listUnfinished()
    expect((await other.listUnfinished()).map((u) => u.send.id)).toEqual([offered!.send.id])
    expect(await one.stillUnfinished(offered!.send.id)).toBe(true)
    one.sends.resume(offered!, new Map(), new Map([[0, fileOf('a.txt')]]))
    expect(await other.stillUnfinished(offered!.send.id)).toBe(false)
    expect(await other.listUnfinished()).toEqual([])
  })
})

describe('uploads of the Upload page: a send of one step', () => {
  it('is finished once every file is uploaded, cancelled or refused: nothing is offered again', async () => {
    const service = fakeService()
    service.state.hang = { step: 'upload', name: 'slow.txt' }
    const tab = await openTab(service)
    const fields = { email: 'me@example.com', store: true, source: 'public' as const }
    const [done, slow] = tab.sends.start({ kind: 'upload', files: [fileOf('done.txt'), fileOf('slow.txt')], fields })
    const sendId = tab.sends.state.getState()[0]!.id
    await vi.waitFor(async () => expect((await entriesOf(sendId))[0]?.steps.upload).toBe('done'))
    expect(await tab.status(sendId)).toBe('active')
    tab.queue.cancel([slow!])
    await vi.waitFor(async () => expect(await tab.status(sendId)).toBe('finished'))
    expect(done).toBeDefined()

    service.state.hang = null
    service.state.refuseUploads = true
    const [refused] = tab.sends.start({ kind: 'upload', files: [fileOf('big.txt')], fields })
    const refusedSend = tab.sends.state.getState()[1]!.id
    await vi.waitFor(() => expect(tab.queue.getSnapshot().items.find((i) => i.id === refused)?.state).toBe('failed'))
    await vi.waitFor(async () => expect(await tab.status(refusedSend)).toBe('finished'))
    const next = await openTab(service)
    expect(await next.listUnfinished('upload')).toEqual([])
  })
})

describe('an upload whose checksum cannot be computed here', () => {
  it('is neither in History nor done in the journal until the person sends it on; then both', async () => {
    const service = fakeService()
    vi.resetModules()
    const { createUploadQueue } = await import('../upload-queue/upload-queue')
    const { createSends } = await import('./sends')
    const { historyDb } = await import('../history-db')
    const queue = createUploadQueue({
      uploader: service.uploader,
      hash: () => Promise.reject(new Error('no worker')),
      concurrency: 1,
    })
    const sends = createSends({ queue, requests: service.requests as never })
    const [id] = sends.start({ kind: 'send', files: [fileOf('a.txt')], details, sender: 'me@example.com', expiresAt: null })
    const sendId = sends.state.getState()[0]!.id
    await vi.waitFor(() => expect(queue.getSnapshot().items[0]?.state).toBe('failed'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await historyDb.list('uploads')).toEqual([])
    expect((await entriesOf(sendId))[0]?.steps.upload).not.toBe('done')

    queue.retry([id!])
    await vi.waitFor(async () => expect((await entriesOf(sendId))[0]?.steps.transfer).toBe('done'))
    expect((await entriesOf(sendId))[0]?.steps.upload).toBe('done')
    await vi.waitFor(async () => expect((await historyDb.list('uploads')).map((u) => u.filename)).toEqual(['a.txt']))
    // Fresh modules imported and a retry: more than 5 s when the machine is busy.
  }, 20_000)
})

describe('the same File in two sends at once', () => {
  it('each send journals its own file: neither takes the other’s events', async () => {
    const service = fakeService()
    const tab = await openTab(service)
    const file = fileOf('same.txt')
    tab.sends.start({ kind: 'send', files: [file], details, sender: 'me@example.com', expiresAt: null })
    tab.sends.start({ kind: 'send', files: [file], details, sender: 'me@example.com', expiresAt: null })
    const [first, second] = tab.sends.state.getState()
    for (const send of [first!, second!]) {
      await vi.waitFor(async () => expect(await tab.status(send.id)).toBe('finished'))
      expect((await entriesOf(send.id)).map((e) => e.steps)).toEqual([{ upload: 'done', register: 'done', transfer: 'done' }])
      const transfers = await tab.historyDb.list('transfers')
      expect(transfers.filter((t) => t.sendId === send.id).map((t) => [t.filename, t.index])).toEqual([['same.txt', 0]])
    }
    expect(service.count('upload same.txt')).toBe(2)
  })
})
