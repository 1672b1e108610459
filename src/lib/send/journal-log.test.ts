import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepBlobsInIndexedDb } from '../../test/idb-blobs'
import { rawHistory } from '../../test/raw-history'
import { historyDb, type SendRecord } from '../history-db'
import { historyScope } from '../history-scope'
import { newJournalFile, type JournalFile } from '../journal'
import type { QueueItem } from '../upload-queue/upload-queue'
import { carrierDb } from './carrier-protocol'
import {
  discardSend,
  journalTrouble,
  listUnfinished,
  lockName,
  openJournal,
  sweepLeases,
  WRITE_LIMIT_MS,
  type Journal,
} from './journal-log'
import type { Step, StepState } from './model'
import { keptFile, keptHow } from './kept'

let nextSend = 1
const sendRecord = (more: Partial<SendRecord> = {}): SendRecord => ({
  id: `send-test-${nextSend++}`,
  createdAt: Date.now(),
  recipients: ['ann@example.com'],
  coAuthors: [],
  files: [],
  ...more,
})
const fileOf = (name: string, size = 10, text?: string) =>
  new File([text ?? new Uint8Array(size)], name, { type: 'text/plain', lastModified: 1_700_000_000_000 })

/** A journal over `files`, each entry new (every step todo). */
function journalOf(files: File[], more: Partial<SendRecord> = {}, enabled = true) {
  const record = sendRecord({ files: files.map((f) => ({ name: f.name, size: f.size })), ...more })
  const entries = files.map((file, i) => newJournalFile(record.id, i, file, file.name))
  return openJournal(record, entries, files, { enabled })
}

const database = rawHistory
const storedSend = async (id: string) => (await database()).get('sends', id)
const storedEntries = async (sendId: string) => (await database()).getAllFromIndex('journal', 'sendId', sendId)
/** The files whose bytes a send keeps, by index (those of a pack, which holds several files' copies, too). */
const storedKept = async (sendId: string) => [...(await keptHow(sendId)).keys()].sort()
/** Every record the `kept` store holds for a send, packs too. */
const storedKeptRecords = async (sendId: string) => (await database()).getAllFromIndex('kept', 'sendId', sendId)

/**
 * Counts the read-write transactions over the `journal` store from now on, and how many of them
 * completed (the count is taken in the transaction's own `complete` event, before anyone awaiting it runs).
 */
function watchJournalWrites() {
  const original = IDBDatabase.prototype.transaction
  const seen = { started: 0, completed: 0 }
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const tx = original.apply(this, args)
    if ([args[0]].flat().includes('journal') && args[1] === 'readwrite') {
      seen.started += 1
      tx.addEventListener('complete', () => (seen.completed += 1))
    }
    return tx
  })
  return seen
}

/** What the queue saves after a step of file `i`: its model with `step` now `state` (and what came of it). */
function saveStep(journal: Journal, i: number, step: Step, state: StepState, more: Partial<JournalFile> = {}) {
  const entry = journal.entries[i]!
  const item = {
    steps: { ...entry.steps, [step]: state },
    result: more.result ?? entry.result,
    checksum: more.checksum ?? entry.checksum ?? { state: 'pending', hashed: 0 },
    results: { register: more.consignmentId ?? entry.consignmentId, transfer: more.transferId ?? entry.transferId },
  }
  return journal.save(i, item as QueueItem)
}

beforeEach(() => journalTrouble.setState(false, true))
afterEach(() => vi.unstubAllGlobals())

describe('writing the journal', () => {
  it('writes a burst of changes made in one go in one or two transactions, not one per change', async () => {
    const seen = watchJournalWrites()
    const files = Array.from({ length: 20 }, (_, i) => fileOf(`f${i}.txt`))
    const journal = journalOf(files)
    await Promise.all([
      ...files.map((_, i) => journal.update(i, { consignmentId: `c-${i}` })),
      ...files.map((_, i) => saveStep(journal, i, 'upload', 'in-flight')),
    ])
    expect(seen.started).toBeGreaterThanOrEqual(1)
    expect(seen.started).toBeLessThanOrEqual(2)
    const stored = await storedEntries(journal.id)
    expect(stored).toHaveLength(20)
    for (const entry of stored)
      expect(entry).toMatchObject({ consignmentId: `c-${entry.index}`, steps: { upload: 'in-flight', register: 'todo' } })
  })

  it('resolves an update only once its write is complete and the entry can be read', async () => {
    const journal = journalOf([fileOf('a.txt')])
    await journal.flush()
    const seen = watchJournalWrites()
    let completedWhenResolved = -1
    await saveStep(journal, 0, 'register', 'in-flight', { consignmentId: 'cons-1' }).then(() => {
      completedWhenResolved = seen.completed
    })
    expect(seen.started).toBe(1)
    expect(completedWhenResolved).toBe(1)
    expect(await (await database()).get('journal', [journal.id, 0])).toMatchObject({
      consignmentId: 'cons-1',
      steps: { upload: 'todo', register: 'in-flight', transfer: 'todo' },
    })
  })

  it('writes a send with its journal version, active, stamped with the service, and its files from the start', async () => {
    const files = [fileOf('a.txt', 3), fileOf('b.txt', 5)]
    const journal = journalOf(files, { sender: 'me@example.com' })
    await journal.flush()
    expect(await storedSend(journal.id)).toMatchObject({
      id: journal.id,
      journal: 1,
      status: 'active',
      sender: 'me@example.com',
      service: historyScope.get().service,
      files: [
        { name: 'a.txt', size: 3 },
        { name: 'b.txt', size: 5 },
      ],
    })
    const stored = await storedEntries(journal.id)
    expect(stored.map((e) => [e.index, e.name, e.size, e.steps])).toEqual([
      [0, 'a.txt', 3, { upload: 'todo', register: 'todo', transfer: 'todo' }],
      [1, 'b.txt', 5, { upload: 'todo', register: 'todo', transfer: 'todo' }],
    ])
  })

  it('finishes the send once every file is delivered or settled, and not before', async () => {
    const journal = journalOf([fileOf('a.txt'), fileOf('b.txt'), fileOf('c.txt')])
    await saveStep(journal, 0, 'transfer', 'done', { transferId: 't-a' })
    await journal.finishIfThrough()
    expect((await storedSend(journal.id))?.status).toBe('active')
    await journal.update(1, { settled: 'left-out' })
    await saveStep(journal, 2, 'transfer', 'in-flight')
    await journal.finishIfThrough()
    expect((await storedSend(journal.id))?.status).toBe('active')
    await saveStep(journal, 2, 'transfer', 'done', { transferId: 't-c' })
    await journal.finishIfThrough()
    expect((await storedSend(journal.id))?.status).toBe('finished')
    expect(journal.record.status).toBe('finished')
  })

  it('tells history readers when the send record changes, not on every step of a file', async () => {
    const journal = journalOf([fileOf('a.txt')])
    await journal.flush()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const told = vi.fn()
    const stop = historyDb.subscribe(told)
    try {
      await saveStep(journal, 0, 'upload', 'in-flight')
      await saveStep(journal, 0, 'upload', 'done')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(told).not.toHaveBeenCalled()
      await journal.settle('finished')
      await vi.waitFor(() => expect(told).toHaveBeenCalledWith(new Set(['sends'])))
    } finally {
      stop()
    }
  })

  it('tells readers of a burst of history writes once, soon after, naming each store written', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const listener = vi.fn()
    const stop = historyDb.subscribe(listener)
    try {
      const request = { uuid: 'f', filename: 'a.txt', contentType: 'text/plain', size: 1, co_authors: [] }
      for (let n = 0; n < 5; n++) await historyDb.add('consignments', { ...request, id: `burst-${n}`, createdAt: n })
      await historyDb.add('transfers', { id: 'burst-t', consignmentId: 'burst-0', recipients: [], createdAt: 9 })
      await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1))
      expect(listener).toHaveBeenCalledWith(new Set(['consignments', 'transfers']))
    } finally {
      stop()
    }
  })

  it('a write that never ends holds a step no longer than the limit: the send goes on in memory and says so', async () => {
    const journal = journalOf([fileOf('a.txt')])
    await journal.flush()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const hanging = vi.spyOn(historyDb, 'writeSend').mockImplementation(() => new Promise(() => undefined))
    try {
      let started = false
      const step = saveStep(journal, 0, 'register', 'in-flight').then(() => (started = true))
      await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS - 1)
      expect(started).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await step
      expect(started).toBe(true)
      expect(journalTrouble.getState()).toBe(true)
      expect(journal.entries[0]!.steps.register).toBe('in-flight')
    } finally {
      hanging.mockRestore()
      vi.useRealTimers()
    }
  })

  it('switched off, writes the send for History only: no journal, no entries, never offered to resume', async () => {
    const journal = journalOf([fileOf('a.txt')], {}, false)
    await journal.update(0, { steps: { upload: 'done', register: 'todo', transfer: 'todo' } })
    await journal.flush()
    const stored = await storedSend(journal.id)
    expect(stored).toBeDefined()
    expect(stored).not.toHaveProperty('journal')
    expect(await storedEntries(journal.id)).toEqual([])
    expect(journal.entries[0]!.steps.upload).toBe('done')
  })

  it('when a write fails, says so once, does not hang, goes on in memory, and leaves nothing out of date to resume', async () => {
    const journal = journalOf([fileOf('a.txt'), fileOf('b.txt')])
    await journal.flush()
    await saveStep(journal, 0, 'upload', 'in-flight')
    expect(await database().then((db) => db.get('journal', [journal.id, 0]))).toBeDefined()
    const failing = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await saveStep(journal, 0, 'upload', 'done')
    expect(journalTrouble.getState()).toBe(true)
    expect(journal.entries[0]!.steps.upload).toBe('done')
    failing.mockRestore()
    // What was written is dropped (it would say "not uploaded" of a file uploaded since), and
    // nothing more is written: the send is not offered to resume.
    await vi.waitFor(async () => expect(await database().then((db) => db.get('journal', [journal.id, 0]))).toBeUndefined())
    await saveStep(journal, 0, 'register', 'in-flight')
    expect(await database().then((db) => db.get('journal', [journal.id, 0]))).toBeUndefined()
    // Nor are copies kept of its files (b.txt is not uploaded): no entry would say they are needed, nothing would drop them.
    await journal.flush()
    await journal.keep(1000)
    expect(await database().then((db) => db.get('journal', [journal.id, 0]))).toBeUndefined()
    expect(await storedKeptRecords(journal.id)).toEqual([])
    expect((await listUnfinished()).map((u) => u.send.id)).not.toContain(journal.id)
  })
})

describe('listing unfinished sends', () => {
  const entry = (sendId: string, index: number, more: Partial<JournalFile> = {}): JournalFile => ({
    ...newJournalFile(sendId, index, fileOf(`f${index}.txt`), `f${index}.txt`),
    ...more,
  })
  async function writeSend(send: SendRecord, entries: JournalFile[]) {
    await historyDb.add('sends', send)
    const db = await database()
    for (const e of entries) await db.put('journal', e)
  }

  it('lists active journaled sends of this service with their files in order, nothing else', async () => {
    const open = sendRecord({ journal: 1, status: 'active' })
    await writeSend(open, [entry(open.id, 2), entry(open.id, 0), entry(open.id, 1)])
    const finished = sendRecord({ journal: 1, status: 'finished' })
    await writeSend(finished, [entry(finished.id, 0)])
    const discarded = sendRecord({ journal: 1, status: 'discarded' })
    await writeSend(discarded, [entry(discarded.id, 0)])
    const older = sendRecord() // written before the journal: History shows it, nothing resumes it
    await writeSend(older, [entry(older.id, 0)])
    const service = historyScope.get().service
    historyScope.setService('https://elsewhere.example/v1')
    const elsewhere = sendRecord({ journal: 1, status: 'active' })
    await writeSend(elsewhere, [entry(elsewhere.id, 0)])
    historyScope.setService(service)

    const found = await listUnfinished()
    expect(found.map((u) => u.send.id)).toEqual([open.id])
    expect(found[0]!.files.map((f) => [f.index, f.name, f.kept])).toEqual([
      [0, 'f0.txt', 'none'],
      [1, 'f1.txt', 'none'],
      [2, 'f2.txt', 'none'],
    ])
  })

  it('says of each file what this browser kept of it, from the kept store: a copy, a place in a pack, a handle, or nothing', async () => {
    keepBlobsInIndexedDb([FakeHandle])
    const open = sendRecord({ journal: 1, status: 'active' })
    await writeSend(
      open,
      [0, 1, 2, 3, 4].map((i) => entry(open.id, i)),
    )
    await historyDb.keep([
      { sendId: open.id, index: 0, file: new Blob(['0123456789']) },
      {
        sendId: open.id,
        index: -2,
        file: new Blob(['f1f1f1f1f1f2f2f2f2f2']),
        parts: [1, 2].map((i) => ({ index: i, start: (i - 1) * 10, end: i * 10, type: 'text/plain' })),
      },
      { sendId: open.id, index: 3, handle: new FakeHandle(fileOf('f3.txt'), 'granted') },
    ])
    const [found] = await listUnfinished()
    expect(found!.files.map((f) => f.kept)).toEqual(['copy', 'copy', 'copy', 'handle', 'none'])
  })

  it('skips a send running in this tab; the next page load finds it if it never finished', async () => {
    const journal = journalOf([fileOf('a.txt')])
    await saveStep(journal, 0, 'upload', 'done')
    expect(await listUnfinished()).toEqual([])

    // A new page: the modules load again, with nothing running.
    const service = historyScope.get().service
    vi.resetModules()
    const next = await import('./journal-log')
    ;(await import('../history-scope')).historyScope.setService(service)
    const found = await next.listUnfinished()
    expect(found.map((u) => u.send.id)).toEqual([journal.id])
    expect(found[0]!.files[0]!.steps.upload).toBe('done')

    await journal.finishIfThrough() // not through: still listed
    expect((await next.listUnfinished()).map((u) => u.send.id)).toEqual([journal.id])
    await journal.settle('finished')
    expect(await next.listUnfinished()).toEqual([])
  })

  it('discards a send: kept in History as discarded, its copies gone, no longer listed', async () => {
    keepBlobsInIndexedDb()
    const journal = journalOf([fileOf('a.txt'), fileOf('b.txt')])
    await journal.keep(1000)
    await journal.flush()
    expect(await storedKept(journal.id)).toEqual([0, 1])
    vi.resetModules()
    const next = await import('./journal-log')
    ;(await import('../history-scope')).historyScope.setService(historyScope.get().service)
    const [unfinished] = await next.listUnfinished()
    expect(unfinished?.send.id).toBe(journal.id)

    await discardSend(unfinished!.send)
    expect((await storedSend(journal.id))?.status).toBe('discarded')
    expect(await storedKept(journal.id)).toEqual([])
    expect(await next.listUnfinished()).toEqual([])
    expect((await historyDb.list('sends')).map((s) => s.id)).toContain(journal.id)
  })
})

describe('keeping files for a later resume', () => {
  beforeEach(() => keepBlobsInIndexedDb([FakeHandle]))

  it('keeps copies in order while they fit the budget, and none beyond it', async () => {
    const files = [fileOf('a.txt', 0, 'aaaaaaaaaa'), fileOf('b.txt', 0, 'bbbbbbbbbb'), fileOf('c.txt', 0, 'cccccccccc')]
    const journal = journalOf(files)
    await journal.keep(25)
    await journal.flush()
    expect(Object.fromEntries(await keptHow(journal.id))).toEqual({ 0: 'copy', 1: 'copy' })
    expect(await (await keptFile(journal.id, 1))?.text()).toBe('bbbbbbbbbb')
    expect(await keptFile(journal.id, 2)).toBeNull()
  })

  it('writes no entry of the journal to say a copy is kept: the kept store says it', async () => {
    const files = [fileOf('a.txt'), fileOf('b.txt')]
    const journal = journalOf(files)
    await journal.flush()
    const writes = vi.spyOn(historyDb, 'writeSend')
    await journal.keep(1000)
    await journal.flush()
    expect(await storedKept(journal.id)).toEqual([0, 1])
    expect(writes).not.toHaveBeenCalled()
    for (const entry of await storedEntries(journal.id)) expect(entry).not.toHaveProperty('kept')
  })

  it('keeps no more than the browser says is free', async () => {
    const storage = { estimate: async () => ({ quota: 100, usage: 60 }), persist: vi.fn(async () => true) }
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
    try {
      const journal = journalOf([fileOf('a.txt', 20), fileOf('b.txt', 20)])
      await journal.keep(1_000_000)
      // 40 bytes free, of which a copy may take 80%
      expect(await storedKept(journal.id)).toEqual([0])
      expect(storage.persist).toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(navigator, 'storage')
    }
  })

  it('asks the browser for persistent storage once a send is journaled, before any copy is kept', async () => {
    const storage = { persist: vi.fn(async () => true), persisted: async () => true }
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
    try {
      journalOf([fileOf('a.txt')])
      expect(storage.persist).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'storage')
    }
  })

  it('does not keep a file whose upload is already confirmed', async () => {
    const journal = journalOf([fileOf('a.txt'), fileOf('b.txt')])
    await saveStep(journal, 0, 'upload', 'done')
    await journal.keep(1000)
    expect(await storedKept(journal.id)).toEqual([1])
  })

  it('keeps a handle where the browser gave one, whatever the budget, and reads the file through it', async () => {
    const picked = fileOf('a.txt', 0, 'from disk')
    const withHandle = Object.assign(fileOf('a.txt', 9), { handle: new FakeHandle(picked, 'granted') })
    const folder = Object.assign(fileOf('b.txt', 9), { handle: { kind: 'directory' } })
    const journal = journalOf([withHandle, folder])
    await journal.keep(0)
    await journal.flush()
    expect(Object.fromEntries(await keptHow(journal.id))).toEqual({ 0: 'handle' })
    expect(await keptFile(journal.id, 0)).toBe(picked)
  })

  it('reads no file through a handle whose permission is refused', async () => {
    const journal = journalOf([Object.assign(fileOf('a.txt'), { handle: new FakeHandle(fileOf('a.txt'), 'denied') })])
    await journal.keep(0)
    expect(await storedKept(journal.id)).toEqual([0])
    expect(await keptFile(journal.id, 0)).toBeNull()
  })

  it("drops the copy of a file once its upload's end is written, not before", async () => {
    const journal = journalOf([fileOf('a.txt')])
    await journal.keep(1000)
    await journal.flush()
    expect(await storedKept(journal.id)).toEqual([0])
    let write: () => void = () => undefined
    const held = vi
      .spyOn(historyDb, 'writeSend')
      .mockImplementationOnce(
        (send, entries) => new Promise<void>((resolve) => (write = () => void historyDb.writeSend(send, entries).then(resolve))),
      )
    const step = saveStep(journal, 0, 'upload', 'done')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await storedKept(journal.id)).toEqual([0])
    held.mockRestore()
    write()
    await step
    await vi.waitFor(async () => expect(await storedKeptRecords(journal.id)).toEqual([]))
    expect(await keptFile(journal.id, 0)).toBeNull()
  })

  it('keeps no copy of a file whose upload is confirmed while its copy is being written', async () => {
    const files = [fileOf('a.txt'), fileOf('b.txt')]
    const journal = journalOf(files)
    let confirmed: Promise<void> | undefined
    // The upload of a.txt is confirmed while the copies are written (the copy of a large file
    // takes a while): when the Blob holding both copies is stored.
    keepBlobsInIndexedDb([], () => void (confirmed ??= saveStep(journal, 0, 'upload', 'done')))
    await journal.keep(1000)
    await confirmed
    await journal.flush()
    expect(confirmed).toBeDefined()
    // The pack stays for b.txt alone, and goes with b.txt's upload: a.txt's was counted once.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await storedKeptRecords(journal.id)).toHaveLength(1)
    await saveStep(journal, 1, 'upload', 'done')
    await vi.waitFor(async () => expect(await storedKeptRecords(journal.id)).toEqual([]))
  })

  it('keeps no more copies once the send is over (the uploads left were cancelled or refused)', async () => {
    const files = Array.from({ length: 250 }, (_, i) => fileOf(`f${i}.txt`))
    const journal = journalOf(files, { kind: 'upload' })
    const keeps = vi.spyOn(historyDb, 'keep')
    // Ended while the first hundred copies are written.
    let settled: Promise<void> | undefined
    keepBlobsInIndexedDb([], () => void (settled ??= journal.settle('finished')))
    await journal.keep(1_000_000)
    await settled
    expect(keeps).toHaveBeenCalledTimes(1)
    expect(await storedKeptRecords(journal.id)).toEqual([])
  })

  it('takes over, on a resume, the packs an earlier tab kept: each goes once its files are uploaded here', async () => {
    const files = ['a', 'b', 'c'].map((n) => fileOf(`${n}.txt`, 0, n.repeat(10)))
    const record = sendRecord({ journal: 1, status: 'active', files: files.map((f) => ({ name: f.name, size: f.size })) })
    const entries = files.map((file, i) => newJournalFile(record.id, i, file, file.name))
    entries[2]!.steps.upload = 'done'
    // The earlier tab's pack of the three, c.txt's upload already done there.
    await historyDb.keep([
      {
        sendId: record.id,
        index: -1,
        file: new Blob(files),
        parts: files.map((f, i) => ({ index: i, start: i * 10, end: (i + 1) * 10, type: f.type })),
      },
    ])
    const journal = openJournal(record, entries, files, { kept: [0, 1, 2] })
    await saveStep(journal, 0, 'upload', 'done')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await storedKeptRecords(journal.id)).toHaveLength(1)
    await saveStep(journal, 1, 'upload', 'done')
    await vi.waitFor(async () => expect(await storedKeptRecords(journal.id)).toEqual([]))
    expect(journal.record.status).toBe('active')
  })

  it('keeps the copies of small files written together as one record, each read back as its own bytes', async () => {
    const files = ['alpha', 'bravo', 'charlie', 'delta'].map((text) => fileOf(`${text}.txt`, 0, text))
    const journal = journalOf(files)
    await journal.keep(1000)
    expect(await storedKept(journal.id)).toEqual([0, 1, 2, 3])
    // One record: the Blob, and where each file's bytes are in it (not a record per file).
    expect(await storedKeptRecords(journal.id)).toHaveLength(1)
    expect(await Promise.all(files.map(async (_, i) => (await keptFile(journal.id, i))?.text()))).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
    ])
    // The pack goes with the last of its files' uploads, not before.
    for (const i of [0, 1, 2]) await saveStep(journal, i, 'upload', 'done')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await (await keptFile(journal.id, 3))?.text()).toBe('delta')
    await saveStep(journal, 3, 'upload', 'done')
    await vi.waitFor(async () => expect(await storedKeptRecords(journal.id)).toEqual([]))
  })

  it('drops every copy when the send finishes', async () => {
    const journal = journalOf([fileOf('a.txt'), fileOf('b.txt')])
    await journal.keep(1000)
    expect(await storedKept(journal.id)).toEqual([0, 1])
    await journal.settle('finished')
    expect(await storedKeptRecords(journal.id)).toEqual([])
  })
})

/** A File System Access file handle as far as the journal uses one (a browser stores the real one in IndexedDB). */
class FakeHandle {
  readonly kind = 'file'
  constructor(
    private readonly file: File,
    private readonly answer: 'granted' | 'denied',
  ) {}
  queryPermission = async () => 'prompt'
  requestPermission = async () => this.answer
  getFile = async () => this.file
}

describe('the leases the worker carries sends with', () => {
  const lease = (sendId: string) =>
    carrierDb.lease({
      sendId,
      config: {} as never,
      credentials: { token: 'the-token', publicKey: 'the-key' },
      scope: { service: 'https://api.example.org' },
      title: '',
    })
  afterEach(() => vi.unstubAllGlobals())

  it('swept when no one holds their send (a crash, a killed browser): those of running sends stay', async () => {
    const [running, asked, orphan] = ['send-running', 'send-asked', 'send-orphan']
    await Promise.all([lease(running), lease(asked), lease(orphan)])
    const query = async () => ({ held: [{ name: lockName(running) }], pending: [{ name: lockName(asked) }] })
    vi.stubGlobal('navigator', { ...navigator, locks: { query } })
    await sweepLeases()
    expect(await carrierDb.leaseOf(orphan)).toBeUndefined()
    expect(await carrierDb.leaseOf(running)).toBeDefined()
    expect(await carrierDb.leaseOf(asked)).toBeDefined()
    await Promise.all([carrierDb.forget(running), carrierDb.forget(asked)])
  })

  it('a discarded send takes its lease along', async () => {
    const record = sendRecord({ status: 'active', journal: 1 })
    await lease(record.id)
    await discardSend(record)
    expect(await carrierDb.leaseOf(record.id)).toBeUndefined()
  })
})
