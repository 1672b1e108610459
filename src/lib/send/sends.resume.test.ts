import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicApi } from '../../api/public-api'
import type { ConsignmentRequest, TransferRequest } from '../../api/schemas'
import type { Uploader } from '../../api/storage-api'
import { historyDb, type KeptBytes, type SendRecord } from '../history-db'
import type { JournalFile } from '../journal'
import type { StepState } from './model'
import { createUploadQueue } from '../upload-queue/upload-queue'
import { fakeDigest, resultFor } from '../../test/fake-uploader'
import { keepBlobsInIndexedDb } from '../../test/idb-blobs'
import { rawHistory } from '../../test/raw-history'
import { listUnfinished, type UnfinishedSend } from './journal-log'
import { createSends } from './sends'
import { blockers, gatherBytes, type Choice } from './unfinished'

afterEach(() => vi.unstubAllGlobals())

let nextSend = 1
const lastModified = 1_700_000_000_000
type Steps = Partial<Record<'upload' | 'register' | 'transfer', StepState>>

/** File `index` of a send, its steps as given; past its upload it has the upload's result, as the journal keeps it. */
function entry(sendId: string, index: number, name: string, steps: Steps, more: Partial<JournalFile> = {}): JournalFile {
  const all = { upload: 'todo', register: 'todo', transfer: 'todo', ...steps } as const
  const base = name.split('/').pop()!
  return {
    sendId,
    index,
    name,
    size: 10,
    type: 'text/plain',
    lastModified,
    steps: all,
    ...(all.upload === 'done' ? { result: resultFor(new File([new Uint8Array(10)], base)) } : {}),
    ...more,
  }
}

/**
 * An unfinished send as a closed tab left it in IndexedDB (its entries, and the copies it kept),
 * read back as the Send page reads it.
 */
async function leftUnfinished(
  files: (sendId: string) => JournalFile[],
  copies: (sendId: string) => KeptBytes[] = () => [],
): Promise<UnfinishedSend> {
  const send: SendRecord = {
    id: `send-resume-${nextSend++}`,
    createdAt: Date.now(),
    sender: 'me@example.com',
    recipients: ['ann@example.com', 'bob@example.com'],
    message: 'Here they are',
    expiration: 5,
    coAuthors: ['Cy'],
    files: [],
    journal: 1,
    status: 'active',
  }
  const entries = files(send.id)
  await historyDb.add('sends', { ...send, files: entries.map((e) => ({ name: e.name, size: e.size })) })
  await historyDb.writeSend(null, entries)
  await historyDb.keep(copies(send.id))
  const found = (await listUnfinished()).find((u) => u.send.id === send.id)
  if (!found) throw new Error('the send was not listed as unfinished')
  return found
}

/** A public API and an uploader that answer at once, logging each request. */
function fakeServices() {
  const log: string[] = []
  const consignments: ConsignmentRequest[] = []
  const transfers: TransferRequest[] = []
  let n = 0
  const api = {
    baseUrl: 'https://api.example',
    createConsignment: vi.fn(async (input: ConsignmentRequest) => {
      consignments.push(input)
      const id = `cons-new-${++n}`
      log.push(`register ${input.filename} → ${id}`)
      return id
    }),
    createTransfer: vi.fn(async (consignmentId: string, input: TransferRequest) => {
      transfers.push(input)
      log.push(`transfer ${consignmentId}`)
      return `tr-${consignmentId}`
    }),
    count: vi.fn(async () => 0),
    me: vi.fn(),
  } as unknown as PublicApi
  const uploader: Uploader = async (file) => {
    log.push(`upload ${file.name}`)
    return resultFor(file)
  }
  const queue = createUploadQueue({
    uploader,
    hash: async (f) => fakeDigest(f.name),
    concurrency: 2,
  })
  const sends = createSends({ queue, requests: { register: api.createConsignment, transfer: api.createTransfer } })
  return { log, consignments, transfers, deps: { queue, sends } }
}

const storedSend = async (id: string) => await historyDb.getSend(id)
const storedEntries = async (id: string) => (await rawHistory()).getAllFromIndex('journal', 'sendId', id)
const picked = (name: string) => new File([new Uint8Array(10)], name, { type: 'text/plain', lastModified })

describe('blockers', () => {
  it('stops Resume for a step in doubt with no choice, and for a file to upload with no bytes unless left out', async () => {
    const unfinished = await leftUnfinished((id) => [
      entry(id, 0, 'doubt-reg.txt', { upload: 'done', register: 'in-flight' }),
      entry(id, 1, 'doubt-tr.txt', { upload: 'done', register: 'done', transfer: 'in-flight' }, { consignmentId: 'c-1' }),
      entry(id, 2, 'up.txt', { upload: 'in-flight' }),
      entry(id, 3, 'reg.txt', { upload: 'done', register: 'failed' }),
      entry(id, 4, 'done.txt', { upload: 'done', register: 'done', transfer: 'done' }, { consignmentId: 'c-4' }),
    ])
    const names = (choices: [number, Choice][], bytes: [number, File][] = []) =>
      blockers(unfinished, new Map(choices), new Map(bytes)).map((f) => f.name)

    expect(names([])).toEqual(['doubt-reg.txt', 'doubt-tr.txt', 'up.txt'])
    expect(
      names(
        [
          [0, 'again'],
          [1, 'done'],
        ],
        [[2, picked('up.txt')]],
      ),
    ).toEqual([])
    expect(
      names([
        [0, 'left'],
        [1, 'again'],
        [2, 'left'],
      ]),
    ).toEqual([])
    // a choice for another file does not count
    expect(names([[3, 'left']], [[3, picked('up.txt')]])).toEqual(['doubt-reg.txt', 'doubt-tr.txt', 'up.txt'])
  })
})

describe('gatherBytes', () => {
  it('takes the picked file, else the copy kept, for the files to upload only, under their folder path', async () => {
    keepBlobsInIndexedDb()
    // Ten bytes each, as the journal says the files were; short.txt's copy is not.
    const copy = (index: number) => new Blob([index === 4 ? 'cut' : `copy ${index}`.padEnd(10, '.')])
    const unfinished = await leftUnfinished(
      (id) => [
        entry(id, 0, 'dir/kept.txt', { upload: 'in-flight' }),
        entry(id, 1, 'picked.txt', { upload: 'todo' }),
        entry(id, 2, 'missing.txt', { upload: 'todo' }),
        entry(id, 3, 'registered.txt', { upload: 'done' }),
        entry(id, 4, 'short.txt', { upload: 'todo' }),
        entry(id, 5, 'packed.txt', { upload: 'todo' }),
      ],
      (sendId) => [
        ...[0, 1, 3, 4].map((index) => ({ sendId, index, file: copy(index) })),
        // kept with others, in a pack: its bytes are a slice of the pack's
        { sendId, index: -6, file: new Blob(['other', copy(5)]), parts: [{ index: 5, start: 5, end: 15, type: 'text/plain' }] },
      ],
    )
    expect(unfinished.files.map((f) => f.kept)).toEqual(['copy', 'copy', 'none', 'copy', 'copy', 'copy'])
    const chosen = picked('picked.txt')

    const bytes = await gatherBytes(unfinished, new Map([[1, chosen]]))
    expect([...bytes.keys()].sort()).toEqual([0, 1, 5])
    expect(await bytes.get(5)!.text()).toBe('copy 5....')
    expect(bytes.get(1)).toBe(chosen)
    const kept = bytes.get(0)!
    expect(kept).toBeInstanceOf(File)
    expect(kept.name).toBe('kept.txt')
    expect(kept.lastModified).toBe(lastModified)
    expect(await kept.text()).toBe('copy 0....')
    expect((kept as File & { path?: string }).path).toBe('dir/kept.txt')
  })
})

describe('resuming a send', () => {
  it('finishes each file from where it stopped: nothing known done is done again, a doubt only as chosen', async () => {
    const unfinished = await leftUnfinished((id) => [
      entry(id, 0, 'reg.txt', { upload: 'done' }),
      entry(id, 1, 'tr.txt', { upload: 'done', register: 'done', transfer: 'failed' }, { consignmentId: 'cons-old-1' }),
      entry(id, 2, 'doubt-tr.txt', { upload: 'done', register: 'done', transfer: 'in-flight' }, { consignmentId: 'cons-old-2' }),
      entry(id, 3, 'doubt-reg.txt', { upload: 'done', register: 'in-flight' }),
      entry(id, 4, 'dir/up.txt', { upload: 'in-flight' }),
      entry(id, 5, 'done.txt', { upload: 'done', register: 'done', transfer: 'done' }, { consignmentId: 'cons-old-5' }),
      entry(id, 6, 'left.txt', { upload: 'todo' }),
    ])
    const { log, consignments, transfers, deps } = fakeServices()
    const choices = new Map<number, Choice>([
      [2, 'done'],
      [3, 'again'],
      [6, 'left'],
    ])
    const bytes = await gatherBytes(unfinished, new Map([[4, picked('up.txt')]]))
    expect(blockers(unfinished, choices, bytes)).toEqual([])

    const ids = deps.sends.resume(unfinished, choices, bytes)
    expect(ids).toHaveLength(4)
    await vi.waitFor(async () => expect((await storedSend(unfinished.send.id))?.status).toBe('finished'))

    // file name → the consignment id its registration got
    const registered = new Map(
      log.flatMap((l) => {
        const m = /^register (\S+) → (\S+)$/.exec(l)
        return m ? [[m[1]!, m[2]!] as const] : []
      }),
    )
    expect([...registered.keys()].sort()).toEqual(['doubt-reg.txt', 'reg.txt', 'up.txt'])
    expect(log.filter((l) => l.startsWith('upload'))).toEqual(['upload up.txt'])
    expect(log.filter((l) => l.startsWith('transfer')).sort()).toEqual(
      ['cons-old-1', registered.get('reg.txt'), registered.get('doubt-reg.txt'), registered.get('up.txt')]
        .map((c) => `transfer ${c}`)
        .sort(),
    )
    expect(log).toHaveLength(1 + 3 + 4)

    // the same details as the send it resumes
    for (const t of transfers)
      expect(t).toEqual({ target_emails: ['ann@example.com', 'bob@example.com'], message: 'Here they are', expiration: 5 })
    for (const c of consignments) expect(c.co_authors).toEqual(['Cy'])

    const stored = await storedEntries(unfinished.send.id)
    const steps = (i: number) => stored.find((e) => e.index === i)?.steps
    for (const i of [0, 1, 3, 4]) expect(steps(i)).toEqual({ upload: 'done', register: 'done', transfer: 'done' })
    expect(stored.find((e) => e.index === 2)).toMatchObject({ settled: 'done', consignmentId: 'cons-old-2' })
    expect(stored.find((e) => e.index === 6)).toMatchObject({ settled: 'left-out' })
    expect(stored.find((e) => e.index === 1)).toMatchObject({ consignmentId: 'cons-old-1', transferId: 'tr-cons-old-1' })
    // the queue publishes a little later (throttled)
    const states = () =>
      deps.queue
        .getSnapshot()
        .items.filter((i) => ids.includes(i.id))
        .map((i) => i.state)
    await vi.waitFor(() => expect(states()).toEqual(['done', 'done', 'done', 'done']))
    expect(await listUnfinished()).toEqual([])
  })

  it('sends a transfer in doubt again when so chosen, without registering', async () => {
    const unfinished = await leftUnfinished((id) => [
      entry(id, 0, 'doubt-tr.txt', { upload: 'done', register: 'done', transfer: 'in-flight' }, { consignmentId: 'cons-old' }),
    ])
    const { log, deps } = fakeServices()
    deps.sends.resume(unfinished, new Map([[0, 'again']]), new Map())
    await vi.waitFor(async () => expect((await storedSend(unfinished.send.id))?.status).toBe('finished'))
    expect(log).toEqual(['transfer cons-old'])
  })

  it('with nothing left to send, settles the send without a request', async () => {
    const unfinished = await leftUnfinished((id) => [
      entry(id, 0, 'done.txt', { upload: 'done', register: 'done', transfer: 'done' }, { consignmentId: 'c-0' }),
      entry(id, 1, 'doubt-tr.txt', { upload: 'done', register: 'done', transfer: 'in-flight' }, { consignmentId: 'c-1' }),
      entry(id, 2, 'doubt-reg.txt', { upload: 'done', register: 'in-flight' }),
    ])
    const { log, deps } = fakeServices()
    const ids = deps.sends.resume(
      unfinished,
      new Map<number, Choice>([
        [1, 'done'],
        [2, 'left'],
      ]),
      new Map(),
    )
    expect(ids).toEqual([])
    await vi.waitFor(async () => expect((await storedSend(unfinished.send.id))?.status).toBe('finished'))
    expect(log).toEqual([])
    const stored = await storedEntries(unfinished.send.id)
    expect(stored.map((e) => e.settled)).toEqual([undefined, 'done', 'left-out'])
  })
})
