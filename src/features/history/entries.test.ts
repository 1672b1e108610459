import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { UploadResult } from '../../api/schemas'
import { historyDb, type SendRecord } from '../../lib/history-db'
import { recordConsignment, recordTransfer, recordUpload } from '../../lib/history-records'
import { historyScope } from '../../lib/history-scope'
import { seedHistory } from '../../test/seed-history'
import { groupHistory, reusableFiles } from '../../shared/history-entries'
import { entryKeys, entryMatches, entryStatus, entryTitle, fileStatus } from './entry-view'

const read = async () =>
  groupHistory({
    uploads: await historyDb.list('uploads'),
    consignments: await historyDb.list('consignments'),
    transfers: await historyDb.list('transfers'),
    sends: await historyDb.list('sends'),
  })

let nextSend = 1

/**
 * A send's record as its journal writes it (lib/send/): its details and the files given at the
 * start; a file's upload adds its id (a file not given at the start joins the list then).
 */
function startSend(
  d: { target_emails: string[]; message?: string; expiration?: number; co_authors: string[] },
  given: readonly File[] = [],
  { uploads }: { uploads?: { store: boolean; source: string } } = {},
) {
  const record: SendRecord = {
    id: `send-entries-${nextSend++}`,
    createdAt: Date.now(),
    recipients: [...d.target_emails],
    message: d.message?.trim() || undefined,
    expiration: d.expiration,
    coAuthors: [...d.co_authors],
    files: given.map((file) => ({ name: file.name, size: file.size })),
    ...(uploads && { kind: 'upload' as const, uploadFields: uploads }),
  }
  const files = [...given]
  let written = historyDb.add('sends', record)
  return {
    id: record.id,
    /** History's record of the file uploaded as `fileId`, by its place in the send (a send of the Upload page: by nothing). Resolves to the file's index in the send. */
    async uploaded(file: File, fileId: string, sender?: string) {
      let i = files.indexOf(file)
      if (i === -1) i = files.push(file) - 1
      record.files[i] = { name: file.name, size: file.size }
      record.sender ??= sender
      await (written = written.then(() => historyDb.add('sends', record)))
      if (!record.kind) await recordUpload({ file }, result(fileId, file.name), { sendId: record.id, index: i })
      return i
    },
  }
}

const details = { target_emails: ['ann@example.com', 'bob@example.org'], message: ' Hi ', expiration: 7, co_authors: ['Cy'] }
const result = (fileId: string, name: string): UploadResult =>
  ({ fileId, containerId: `c-${fileId}`, originalname: name, mime: 'text/plain', size: 3, checksum: 'x' }) as UploadResult

/** What a send leaves in History for one file (lib/send/sends.ts), up to `upTo`. */
async function sendFile(send: ReturnType<typeof startSend>, file: File, n: number, upTo: 'upload' | 'register' | 'transfer') {
  const index = await send.uploaded(file, `f${n}`, 'me@example.com')
  if (upTo === 'upload') return
  const request = { uuid: `f${n}`, filename: file.name, contentType: 'text/plain', size: 3, co_authors: ['Cy'] }
  await recordConsignment(`k${n}`, request, { sendId: send.id, index })
  if (upTo === 'register') return
  const transfer = { target_emails: details.target_emails, message: 'Hi', expiration: 7 }
  await recordTransfer(`t${n}`, `k${n}`, transfer, { filename: file.name, sendId: send.id, index })
}

const files = ['alpha.txt', 'beta.bin', 'gamma 🎉.json'].map((name) => new File(['abc'], name))

describe('History entries', () => {
  it('a send again: its files are the earlier send’s, whose entry lists it; removing it removes none of the earlier records', async () => {
    const first = startSend(details, files.slice(0, 2))
    for (const [n, file] of files.slice(0, 2).entries()) await sendFile(first, file, n, 'transfer')
    const [original] = await read()
    const reused = reusableFiles(original!)
    expect(reused.map((f) => [f.name, f.reused.consignmentId, f.reused.result.fileId, f.reused.sendId])).toEqual([
      ['alpha.txt', 'k0', 'f0', first.id],
      ['beta.bin', 'k1', 'f1', first.id],
    ])

    const again: SendRecord = {
      id: 'send-again',
      createdAt: Date.now() + 1000,
      recipients: ['dee@example.net'],
      coAuthors: [],
      files: reused,
    }
    await historyDb.add('sends', again)
    for (const [index, f] of reused.entries())
      await recordTransfer(
        `again${index}`,
        f.reused.consignmentId,
        { target_emails: again.recipients },
        { sendId: again.id, index },
      )

    const [later, earlier] = await read()
    expect(later!.sendId).toBe('send-again')
    expect(later!.from).toEqual([first.id])
    expect(later!.files.map((f) => [f.name, f.fileId, f.containerId, f.upload, f.transfers.map((t) => t.id)])).toEqual([
      ['alpha.txt', 'f0', 'c-f0', undefined, ['again0']],
      ['beta.bin', 'f1', 'c-f1', undefined, ['again1']],
    ])
    expect(entryStatus(later!, i18n).text).toBe('All 2 delivered')
    expect(entryKeys(later!)).toEqual({ sends: ['send-again'], uploads: [], consignments: [], transfers: ['again0', 'again1'] })
    expect(earlier!.later).toEqual([{ sendId: 'send-again', at: again.createdAt, recipients: ['dee@example.net'] }])
    expect(later!.earlier).toEqual([{ sendId: first.id, at: earlier!.at, recipients: details.target_emails }])
    // Sent again from the later send, the files are still the first send's consignments.
    expect(reusableFiles(later!).map((f) => [f.reused.consignmentId, f.reused.sendId])).toEqual([
      ['k0', first.id],
      ['k1', first.id],
    ])
  })

  it('a file never registered cannot be sent again', async () => {
    const send = startSend(details, files.slice(0, 2))
    await sendFile(send, files[0]!, 0, 'register')
    await sendFile(send, files[1]!, 1, 'upload')
    const [entry] = await read()
    expect(reusableFiles(entry!).map((f) => f.name)).toEqual(['alpha.txt'])
  })

  it('joins each record to the file at its index, two files of the same name and size too', async () => {
    // Two files named a.txt of 3 bytes (from two folders); History reads the second one's records first.
    const given = [new File(['abc'], 'a.txt'), new File(['xyz'], 'a.txt')]
    const send = startSend(details, given)
    for (const index of [0, 1]) {
      const request = { uuid: `same${index}`, filename: 'a.txt', contentType: 'text/plain', size: 3, co_authors: [] }
      await recordConsignment(`sk${index}`, request, { sendId: send.id, index })
      const transfer = { target_emails: details.target_emails }
      await recordTransfer(`st${index}`, `sk${index}`, transfer, { filename: 'a.txt', sendId: send.id, index })
    }

    const [entry] = await read()
    expect(entry!.files.map((f) => [f.name, f.fileId, f.consignments.map((c) => c.id), f.transfers.map((t) => t.id)])).toEqual([
      ['a.txt', 'same0', ['sk0'], ['st0']],
      ['a.txt', 'same1', ['sk1'], ['st1']],
    ])
  })

  it('shows a record whose index the send does not list, or that names none, as a file of its own', async () => {
    const send = startSend(details, files.slice(0, 1))
    const request = (n: number) => ({
      uuid: `o${n}`,
      filename: `other${n}.txt`,
      contentType: 'text/plain',
      size: 3,
      co_authors: [],
    })
    await recordConsignment('beyond', request(1), { sendId: send.id, index: 5 })
    await recordTransfer('unplaced', 'k-none', { target_emails: ['ann@example.com'] }, { filename: 'x.txt', sendId: send.id })

    const [entry] = await read()
    expect(entry!.files.map((f) => [f.name, f.consignments.map((c) => c.id), f.transfers.map((t) => t.id)])).toEqual([
      ['alpha.txt', [], []],
      ['other1.txt', ['beyond'], []],
      ['x.txt', [], ['unplaced']],
    ])
  })

  it('joins a file to its send before the send’s record names its upload (written at most a second later)', async () => {
    const given = files.slice(0, 2)
    const send = startSend(details, given)
    for (const [n, file] of given.entries()) {
      await recordUpload({ file }, result(`late${n}`, file.name))
      const request = { uuid: `late${n}`, filename: file.name, contentType: 'text/plain', size: 3, co_authors: [] }
      await recordConsignment(`lk${n}`, request, { sendId: send.id, index: n })
      const transfer = { target_emails: details.target_emails, expiration: 7 }
      await recordTransfer(`lt${n}`, `lk${n}`, transfer, { filename: file.name, sendId: send.id, index: n })
    }

    const entries = await read()
    expect(entries).toHaveLength(1)
    expect(entryTitle(entries[0]!, i18n)).toBe('alpha.txt and 1 more file')
    expect(entries[0]!.files.map((f) => [f.name, f.fileId, f.upload?.fileId, f.consignments[0]?.id, f.transfers[0]?.id])).toEqual(
      [
        ['alpha.txt', 'late0', 'late0', 'lk0', 'lt0'],
        ['beta.bin', 'late1', 'late1', 'lk1', 'lt1'],
      ],
    )
  })

  it('makes one entry of a send of three files, with its details once and each file’s records', async () => {
    const send = startSend(details)
    await sendFile(send, files[0]!, 1, 'transfer')
    await sendFile(send, files[1]!, 2, 'transfer')
    await sendFile(send, files[2]!, 3, 'register')

    let entries = await read()
    expect(entries).toHaveLength(1)
    const [entry] = entries
    expect(entry).toMatchObject({
      kind: 'send',
      recipients: ['ann@example.com', 'bob@example.org'],
      message: 'Hi',
      expiration: 7,
      sender: 'me@example.com',
    })
    expect(entryTitle(entry!, i18n)).toBe('alpha.txt and 2 more files')
    expect(entryStatus(entry!, i18n)).toEqual({ text: '2 of 3 delivered', tone: 'partial' })
    expect(entry!.files.map((f) => [f.name, f.fileId, f.containerId, f.consignments[0]?.id, f.transfers[0]?.id])).toEqual([
      ['alpha.txt', 'f1', 'c-f1', 'k1', 't1'],
      ['beta.bin', 'f2', 'c-f2', 'k2', 't2'],
      ['gamma 🎉.json', 'f3', 'c-f3', 'k3', undefined],
    ])
    expect(fileStatus(entry!.files[2]!, i18n)).toBe('Registered, not transferred')
    // Another helper reads recent recipients from here: still one record per transfer, as a list.
    expect((await historyDb.list('transfers')).map((t) => t.recipients)).toEqual([details.target_emails, details.target_emails])

    const transfer = { target_emails: details.target_emails, expiration: 7 }
    await recordTransfer('t3', 'k3', transfer, { filename: 'gamma 🎉.json', sendId: send.id, index: 2 })
    entries = await read()
    expect(entries).toHaveLength(1)
    expect(entryStatus(entries[0]!, i18n)).toEqual({ text: 'All 3 delivered', tone: 'done' })
  })

  it('shows uploads of the Upload page by their upload records, not as a send (their journal is a send of kind upload)', async () => {
    const file = new File(['abc'], 'solo.txt')
    const uploads = startSend({ target_emails: [], co_authors: [] }, [file], { uploads: { store: true, source: 'public' } })
    await recordUpload({ file }, result('u1', 'solo.txt'))
    await uploads.uploaded(file, 'u1', 'me@example.com')
    const entries = await read()
    expect(entries.map((e) => [e.kind, e.files.map((f) => f.name)])).toEqual([['upload', ['solo.txt']]])
  })

  it('lists the files given when the send starts, so one that never uploads still shows', async () => {
    const send = startSend(details, files.slice(0, 2))
    await sendFile(send, files[1]!, 2, 'transfer')
    const [entry] = await read()
    expect(entry!.files.map((f) => [f.name, fileStatus(f, i18n)])).toEqual([
      ['alpha.txt', 'Not uploaded'],
      ['beta.bin', 'Delivered'],
    ])
    expect(entryStatus(entry!, i18n)).toEqual({ text: '1 of 2 delivered', tone: 'partial' })
  })

  it('counts a sent file once when its consignment record is missing', async () => {
    const send = startSend(details, files.slice(0, 2))
    await send.uploaded(files[0]!, 'f1')
    const transfer = { target_emails: ['ann@example.com'] }
    await recordTransfer('t1', 'k-unrecorded', transfer, { filename: 'alpha.txt', sendId: send.id, index: 0 })
    const [entry] = await read()
    expect(entry!.files.map((f) => [f.name, fileStatus(f, i18n)])).toEqual([
      ['alpha.txt', 'Delivered'],
      ['beta.bin', 'Not uploaded'],
    ])
  })

  it('makes one entry per file of the tool pages’ records, joined by file id and consignment id', async () => {
    const service = 'https://deployed.example/v1'
    const at = (minute: number) => Date.UTC(2025, 0, 1, 12, minute)
    const scoped = { service }
    await seedHistory({
      uploads: [
        {
          fileId: 'f1',
          containerId: 'c1',
          filename: 'plans.pdf',
          mime: 'application/pdf',
          size: 10,
          checksum: 'x',
          createdAt: at(1),
          ...scoped,
        },
        {
          fileId: 'f2',
          containerId: 'c2',
          filename: 'notes.txt',
          mime: 'text/plain',
          size: 2,
          checksum: 'y',
          createdAt: at(5),
          ...scoped,
        },
      ],
      consignments: [
        {
          id: 'k1',
          uuid: 'f1',
          filename: 'plans.pdf',
          contentType: 'application/pdf',
          size: 10,
          container: 'c1',
          co_authors: [],
          createdAt: at(2),
          ...scoped,
        },
      ],
      transfers: [
        {
          id: 't1',
          consignmentId: 'k1',
          filename: 'plans.pdf',
          recipients: ['ann@example.com'],
          expiration: 7,
          createdAt: at(3),
          ...scoped,
        },
        {
          id: 't2',
          consignmentId: 'k1',
          filename: 'plans.pdf',
          recipients: ['cy@example.com'],
          message: 'again',
          createdAt: at(4),
          ...scoped,
        },
        {
          id: 't9',
          consignmentId: 'k-other',
          recipients: ['x@example.com'],
          createdAt: at(9),
          service: 'https://elsewhere.example',
        },
      ],
    })
    historyScope.setService(service)
    const entries = await read()
    expect(entries.map((e) => [e.kind, entryTitle(e, i18n)])).toEqual([
      ['upload', 'notes.txt'],
      ['transfer', 'plans.pdf'],
    ])
    const plans = entries[1]!
    expect(plans.recipients).toEqual(['cy@example.com', 'ann@example.com'])
    expect(plans.message).toBe('again')
    expect(plans.files[0]).toMatchObject({ fileId: 'f1', containerId: 'c1', upload: { fileId: 'f1' } })
    expect(plans.files[0]!.transfers.map((t) => t.id)).toEqual(['t2', 't1'])
  })

  it('shows a tool page’s transfer of a sent file as its own entry', async () => {
    const send = startSend(details)
    await sendFile(send, files[0]!, 1, 'register')
    await recordTransfer('t-later', 'k1', { target_emails: ['dee@example.com'] })
    const entries = await read()
    expect(entries.map((e) => [e.kind, entryTitle(e, i18n), e.recipients])).toEqual([
      ['transfer', 'alpha.txt', ['dee@example.com']],
      ['send', 'alpha.txt', details.target_emails],
    ])
  })

  it('finds entries by file name, recipient or id, case-insensitively, and names their records for removal', async () => {
    const send = startSend(details)
    await sendFile(send, files[0]!, 1, 'transfer')
    await sendFile(send, files[1]!, 2, 'upload')
    await recordUpload({ file: new File(['z'], 'solo.txt') }, result('f9', 'solo.txt'))
    const entries = await read()
    const found = (query: string) => entries.filter((e) => entryMatches(e, query, i18n)).map((e) => entryTitle(e, i18n))
    expect(found('BETA')).toEqual(['alpha.txt and 1 more file'])
    expect(found('bob@EXAMPLE')).toEqual(['alpha.txt and 1 more file'])
    expect(found('t1')).toEqual(['alpha.txt and 1 more file'])
    expect(found('f9')).toEqual(['solo.txt'])
    expect(found('.txt')).toHaveLength(2)
    expect(found('nobody@example.com')).toEqual([])

    const sent = entries.find((e) => e.kind === 'send')!
    await historyDb.remove(entryKeys(sent))
    expect((await read()).map((e) => entryTitle(e, i18n))).toEqual(['solo.txt'])
    expect(await historyDb.list('consignments')).toEqual([])
  })
})
