import { historyDb, type KeptBytes } from '../history-db'
import { askPersistence } from '../storage-persistence'

/*
 * The bytes of a journaled send's files, kept in the history database's `kept` store until
 * each upload is confirmed: a copy within the budget, or a File System Access handle
 * (docs/decisions/0008). journal-log.ts decides when; this file writes, reads and drops them.
 *
 * The copies of a batch of small files are one pack: one record (keyed below 0) whose Blob holds
 * them all and which says where each file's bytes are in it. The browser writes a Blob stored in
 * IndexedDB to a file of its own and deletes that file with it: a file each for a thousand small
 * copies cost more than the journal's writes together, and a record each for the files of a pack
 * would be a write and a delete a file more. A pack goes once every file in it is uploaded (or with
 * the send). What is kept is read from this store alone: the journal's entries do not repeat it.
 */

/** A File from react-dropzone's file-selector carries the File System Access handle it came from (Chromium). */
type WithHandle = File & { handle?: { kind?: string; getFile?: () => Promise<File> } }

/** The key index of the pack of copies whose first file is file `i`: below every file's, unique per send. */
const packIndex = (i: number) => -1 - i

/** The packs of this tab's sends, by `sendId:index` of each file in them: how many of its files are still kept. */
const packs = new Map<string, { index: number; left: number }>()

/**
 * Forgets what was kept of file `i` of a send, or of all its files. A file whose copy is in a
 * pack has no record of its own: its pack goes once none of its files needs it (a resumed send's
 * packs are taken over first: adoptKept). What an earlier tab kept alone goes by the file's key.
 */
export function dropKept(sendId: string, i?: number) {
  if (i === undefined) {
    for (const key of packs.keys()) if (key.startsWith(`${sendId}:`)) packs.delete(key)
    return historyDb.dropKept(sendId)
  }
  const pack = packs.get(`${sendId}:${i}`)
  if (!pack) return historyDb.dropKept(sendId, [i])
  packs.delete(`${sendId}:${i}`)
  return --pack.left === 0 ? historyDb.dropKept(sendId, [pack.index]) : Promise.resolve()
}

/**
 * A handle where the browser gave one (no budget needed), else a copy while the copies fit both
 * the budget and what the browser says is free; persistent storage is asked for (not waited for).
 * `kept(i)` is told once file i's copy or handle is written, unless it became `needless`
 * meanwhile (its upload's end written, the send over): then it is dropped at once.
 */
export async function keepFiles(
  sendId: string,
  files: readonly (File | undefined)[],
  needless: (i: number) => boolean,
  budgetBytes: number,
  kept: (i: number) => void,
) {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  const free = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : Infinity
  let left = Math.min(budgetBytes, free * 0.8)
  if (left > 0) void askPersistence()
  // Many small files in one transaction (up to BATCH_FILES or BATCH_BYTES), a big one alone:
  // copies keep up with the uploads instead of trailing them one transaction per file.
  let batch: Array<{ i: number; file: File; how: 'handle' | 'copy' }> = []
  let batchBytes = 0
  const write = async () => {
    const done = batch
    batch = []
    batchBytes = 0
    const copies = done.filter((d) => d.how === 'copy')
    const records = done.flatMap(({ i, file, how }): KeptBytes[] =>
      how === 'handle' ? [{ sendId, index: i, handle: (file as WithHandle).handle }] : [],
    )
    if (copies.length === 1) records.push({ sendId, index: copies[0]!.i, file: copies[0]!.file })
    else if (copies.length > 1) {
      // One record for the lot: the Blob, and where each file's bytes are in it.
      const index = packIndex(copies[0]!.i)
      const pack = { index, left: copies.length }
      let start = 0
      const parts = copies.map(({ i, file }) => ({ index: i, start, end: (start += file.size), type: file.type }))
      records.push({ sendId, index, file: new Blob(copies.map((c) => c.file)), parts })
      for (const { i } of copies) packs.set(`${sendId}:${i}`, pack)
    }
    await historyDb.keep(records)
    const drops: Promise<void>[] = []
    for (const { i, file, how } of done) {
      if (needless(i)) {
        // Needed no more by the time it was written (its upload's end was written meanwhile):
        // dropped now. A copy alone gives its bytes back to the budget; one in a pack, with the pack.
        if (how === 'copy' && copies.length === 1) left += file.size
        drops.push(dropKept(sendId, i))
        continue
      }
      kept(i)
    }
    await Promise.all(drops)
  }
  for (const [i, file] of files.entries()) {
    if (!file || needless(i)) continue
    if ((file as WithHandle).handle?.kind === 'file') batch.push({ i, file, how: 'handle' })
    else if (file.size <= left) {
      left -= file.size
      batch.push({ i, file, how: 'copy' })
      batchBytes += file.size
    } else continue
    if (batch.length >= BATCH_FILES || batchBytes >= BATCH_BYTES) await write()
  }
  if (batch.length) await write()
}
const BATCH_FILES = 100
const BATCH_BYTES = 8 * 1024 * 1024

/** How this browser holds a file's bytes for a resume. */
export type BytesKept = 'copy' | 'handle' | 'none'

/** Where a file's kept bytes are: a record of its own (a copy or a handle), or a slice of a pack. */
type Held = { record: KeptBytes } | { pack: KeptBytes; start: number; end: number; type: string }

/** What the send kept of each file, read in one go: by index, its record or its place in a pack. */
async function heldOf(sendId: string): Promise<Map<number, Held>> {
  const held = new Map<number, Held>()
  for (const record of await historyDb.keptOf(sendId)) {
    if (record.parts && record.file instanceof Blob)
      for (const { index, start, end, type } of record.parts) held.set(index, { pack: record, start, end, type })
    else if (record.index < 0 || held.has(record.index)) continue
    else if (record.file instanceof Blob || record.handle) held.set(record.index, { record })
  }
  return held
}

/**
 * A send resumed in this tab takes over the packs an earlier tab kept: each goes once its files
 * still `needed` (not yet uploaded) are uploaded here, or at once if none is.
 */
export async function adoptKept(sendId: string, needed: (i: number) => boolean) {
  const drops: number[] = []
  for (const record of await historyDb.keptOf(sendId)) {
    if (!record.parts) continue
    const files = record.parts.map((p) => p.index).filter(needed)
    const pack = { index: record.index, left: files.length }
    if (files.length === 0) drops.push(record.index)
    for (const i of files) packs.set(`${sendId}:${i}`, pack)
  }
  if (drops.length) await historyDb.dropKept(sendId, drops)
}

/** How the send's files are kept, by index (a file not in it was not kept). */
export async function keptHow(sendId: string): Promise<Map<number, Exclude<BytesKept, 'none'>>> {
  const how = new Map<number, Exclude<BytesKept, 'none'>>()
  for (const [index, held] of await heldOf(sendId))
    how.set(index, 'record' in held && !(held.record.file instanceof Blob) ? 'handle' : 'copy')
  return how
}

/**
 * A reader of what was kept of a send's files, each by index: its bytes, or a file read through
 * its handle (asking for permission: call it from the person's click). The records are read once.
 */
export function keptReader(sendId: string) {
  let held: Promise<Map<number, Held>> | undefined
  return async (index: number): Promise<Blob | null> => {
    const at = (await (held ??= heldOf(sendId))).get(index)
    if (!at) return null
    if ('pack' in at) return at.pack.file!.slice(at.start, at.end, at.type)
    if (at.record.file instanceof Blob) return at.record.file
    return readThrough(at.record.handle)
  }
}

/** What was kept of file `index` of a send (see keptReader). */
export const keptFile = (sendId: string, index: number) => keptReader(sendId)(index)

/** A file read through a File System Access handle, once the person allows it; null if not. */
async function readThrough(kept: unknown): Promise<File | null> {
  const handle = kept as
    | {
        queryPermission?: (o: object) => Promise<string>
        requestPermission?: (o: object) => Promise<string>
        getFile: () => Promise<File>
      }
    | undefined
  if (!handle?.getFile) return null
  try {
    const mode = { mode: 'read' }
    if ((await handle.queryPermission?.(mode)) !== 'granted' && (await handle.requestPermission?.(mode)) !== 'granted')
      return null
    return await handle.getFile()
  } catch {
    return null
  }
}
