import type { UploadResult } from '../api/schemas'
import type { ConsignmentRecord, RecordOf, Reused, SendRecord, TransferRecord, UploadRecord } from '../lib/history-db'
import type { ReusedFile } from '../lib/send/sends'
import { visibleName } from '../lib/format'
import { isUnfinished, kindOf } from '../lib/journal'

/** One file of an entry with what this browser knows of it. */
export type EntryFile = {
  /** as the records give it; none for a transfer whose record names no file (entry-view's fileName words it) */
  name?: string
  size?: number
  fileId?: string
  containerId?: string
  upload?: UploadRecord
  consignments: ConsignmentRecord[]
  transfers: TransferRecord[]
  /** the name as the send recorded it (`name` is as shown) */
  sentAs?: string
  /** a file of an earlier send, sent again: registered there, not by this entry */
  reused?: Reused
}

/** A send of an entry's files before or after it: when, and to whom. */
export type LaterSend = { sendId: string; at: number; recipients: string[] }

/**
 * One line of History: a send of the Send page (kind 'send'), or one file's records made
 * without a send — by the Upload, Register or Transfer page — named by the furthest step it
 * reached.
 */
export type HistoryEntry = {
  key: string
  kind: 'send' | 'upload' | 'consignment' | 'transfer'
  sendId?: string
  /** when the send started; for a file, its latest step */
  at: number
  files: EntryFile[]
  recipients: string[]
  message?: string
  expiration?: number
  /** when its transfers end, as the person chose (ms since 1970) */
  expiresAt?: number
  sender?: string
  /** a send its journal says is not through (running, or left by a closed tab: the Send page offers it) */
  unfinished?: boolean
  /** a send again: the sends its files were registered by */
  from?: string[]
  /** the sends of `from` still in History */
  earlier?: LaterSend[]
  /** the sends that sent this one's files again, oldest first */
  later?: LaterSend[]
}

export type HistoryRecords = {
  uploads: RecordOf<'uploads'>[]
  consignments: RecordOf<'consignments'>[]
  transfers: RecordOf<'transfers'>[]
  sends: RecordOf<'sends'>[]
}

/** A file as shown: a name's direction controls made visible (a stored name is the server's or the person's). */
const fileOf = (name: string | undefined, more: Partial<EntryFile> = {}): EntryFile => ({
  name: name === undefined ? undefined : visibleName(name),
  consignments: [],
  transfers: [],
  ...more,
})
const unique = (values: string[]) => [...new Set(values)]
const latest = (transfers: TransferRecord[]) =>
  transfers.reduce<TransferRecord | undefined>((a, t) => (a && a.createdAt >= t.createdAt ? a : t), undefined)

type SendGroup = { send?: SendRecord; uploads: UploadRecord[]; consignments: ConsignmentRecord[]; transfers: TransferRecord[] }

function sendEntry(id: string, { send, uploads, consignments, transfers }: SendGroup): HistoryEntry {
  const files = (send?.files ?? []).map((f) =>
    fileOf(f.name, {
      size: f.size,
      sentAs: f.name,
      ...(f.reused && { reused: f.reused, fileId: f.reused.result.fileId, containerId: f.reused.result.containerId }),
    }),
  )
  const from = unique(files.flatMap((f) => (f.reused?.sendId ? [f.reused.sendId] : [])))
  // Files a record names by an index the send does not list are added after these.
  const listed = files.slice()
  const atIndex = (index: number | undefined) => (index === undefined ? undefined : listed[index])
  const byFileId = new Map<string, EntryFile>()
  for (const u of uploads) {
    const file = atIndex(u.index) ?? files[files.push(fileOf(u.filename, { size: u.size })) - 1]!
    Object.assign(file, { fileId: u.fileId, containerId: u.containerId, upload: u })
    byFileId.set(u.fileId, file)
  }
  const byConsignment = new Map<string, EntryFile>()
  for (const c of consignments) {
    let file = atIndex(c.index) ?? byFileId.get(c.uuid)
    if (file && !file.fileId) {
      file.fileId = c.uuid
      byFileId.set(c.uuid, file)
    }
    // A record whose file the send does not list (its write failed) still shows, as its own file.
    if (!file) {
      file = fileOf(c.filename, { size: c.size, fileId: c.uuid })
      byFileId.set(c.uuid, file)
      files.push(file)
    }
    file.consignments.push(c)
    file.containerId ??= c.container
    byConsignment.set(c.id, file)
  }
  for (const t of transfers) {
    let file = atIndex(t.index) ?? byConsignment.get(t.consignmentId)
    if (!file) {
      file = fileOf(t.filename)
      files.push(file)
    }
    byConsignment.set(t.consignmentId, file)
    file.transfers.push(t)
  }
  const last = latest(transfers)
  const times = [...consignments, ...transfers].map((r) => r.createdAt)
  return {
    key: `send:${id}`,
    kind: 'send',
    sendId: id,
    at: send?.createdAt ?? Math.min(...times),
    files,
    recipients: send?.recipients ?? last?.recipients ?? [],
    message: send ? send.message : last?.message,
    expiration: send ? send.expiration : last?.expiration,
    expiresAt: send?.expiresAt,
    sender: send?.sender,
    unfinished: send ? isUnfinished(send) : undefined,
    ...(from.length && { from }),
  }
}

function fileEntry(key: string, file: EntryFile): HistoryEntry {
  const last = latest(file.transfers)
  const times = [
    file.upload?.createdAt ?? 0,
    ...file.consignments.map((c) => c.createdAt),
    ...file.transfers.map((t) => t.createdAt),
  ]
  return {
    key,
    kind: file.transfers.length ? 'transfer' : file.consignments.length ? 'consignment' : 'upload',
    at: Math.max(...times),
    files: [file],
    recipients: unique(file.transfers.flatMap((t) => t.recipients)),
    message: last?.message,
    expiration: last?.expiration,
  }
}

/**
 * The records as History shows them, newest first: one entry per send (its sends record and the
 * consignments and transfers stamped with its id, each on the file at its index in the send, else
 * on the file of its upload or consignment; with the uploads its files name), and one per file
 * for the rest, joined by upload fileId = consignment uuid and consignment id = transfer's.
 */
export function groupHistory(records: HistoryRecords): HistoryEntry[] {
  const uploads = new Map(records.uploads.map((u) => [u.fileId, u]))
  const sends = new Map<string, SendGroup>()
  const sendOf = (id: string) => sends.get(id) ?? sends.set(id, { uploads: [], consignments: [], transfers: [] }).get(id)!
  // Uploads of the Upload page are journaled as sends of kind 'upload': History shows them by their upload records.
  for (const s of records.sends) if (kindOf(s) === 'send') sendOf(s.id).send = s
  for (const u of records.uploads) if (u.sendId) sendOf(u.sendId).uploads.push(u)
  for (const c of records.consignments) if (c.sendId) sendOf(c.sendId).consignments.push(c)
  for (const t of records.transfers) if (t.sendId) sendOf(t.sendId).transfers.push(t)

  const entries: HistoryEntry[] = []
  const claimed = new Set<string>()
  for (const [id, group] of sends) {
    const entry = sendEntry(id, group)
    for (const file of entry.files) {
      // A reused file's upload is its first send's record, not this entry's.
      if (!file.fileId || file.reused) continue
      claimed.add(file.fileId)
      file.upload = uploads.get(file.fileId)
      file.containerId ??= file.upload?.containerId
    }
    entries.push(entry)
  }

  const files = new Map<string, EntryFile>()
  const byConsignment = new Map<string, EntryFile>()
  for (const u of records.uploads)
    if (!claimed.has(u.fileId))
      files.set(`file:${u.fileId}`, fileOf(u.filename, { size: u.size, fileId: u.fileId, containerId: u.containerId, upload: u }))
  for (const c of records.consignments) {
    if (c.sendId) continue
    const key = `file:${c.uuid}`
    const file =
      files.get(key) ?? files.set(key, fileOf(c.filename, { size: c.size, fileId: c.uuid, containerId: c.container })).get(key)!
    file.consignments.push(c)
    byConsignment.set(c.id, file)
  }
  for (const t of records.transfers) {
    if (t.sendId) continue
    let file = byConsignment.get(t.consignmentId)
    if (!file) {
      file = fileOf(t.filename)
      files.set(`consignment:${t.consignmentId}`, file)
      byConsignment.set(t.consignmentId, file)
    }
    file.transfers.push(t)
  }
  for (const [key, file] of files) entries.push(fileEntry(key, file))
  laterSends(entries)
  return entries.sort((a, b) => b.at - a.at || a.key.localeCompare(b.key))
}

/** Each send whose files were sent again lists those later sends, and each of those its earlier ones. */
function laterSends(entries: HistoryEntry[]) {
  const bySend = new Map(entries.flatMap((e) => (e.sendId ? [[e.sendId, e] as const] : [])))
  for (const entry of [...entries].sort((a, b) => a.at - b.at))
    for (const id of entry.from ?? []) {
      const source = bySend.get(id)
      if (!source || !entry.sendId) continue
      ;(source.later ??= []).push({ sendId: entry.sendId, at: entry.at, recipients: entry.recipients })
      ;(entry.earlier ??= []).push({ sendId: id, at: source.at, recipients: source.recipients })
    }
}

/**
 * An entry's files that can go to more people without their bytes: those registered (here, or
 * by the send they were reused from), with what the storage service stored as this browser
 * recorded it.
 */
export function reusableFiles(entry: HistoryEntry): ReusedFile[] {
  return entry.files.flatMap((file) => {
    const reused = file.reused ?? registered(file, entry.sendId)
    const name = file.sentAs ?? reused?.result.originalname
    return reused && name !== undefined ? [{ name, size: file.size ?? Number(reused.result.size), reused }] : []
  })
}

function registered(file: EntryFile, sendId: string | undefined): Reused | undefined {
  const c = file.consignments[0]
  if (!c) return undefined
  const upload = file.upload
  const result: UploadResult = {
    fileId: c.uuid,
    containerId: c.container ?? upload?.containerId ?? file.containerId ?? '',
    mime: c.contentType,
    size: c.size,
    originalname: c.filename,
    checksum: c.checksum ?? upload?.checksum ?? '',
    // Not recorded here, and not read by a transfer.
    scan: false,
    store: true,
    sync: false,
    public: false,
    directLink: '',
  }
  return { consignmentId: c.id, result, ...(sendId && { sendId }) }
}
