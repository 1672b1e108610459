import { historyDb, type KeptBytes } from '../history-db'
import type { JournalFile } from '../journal'

/*
 * The bytes of a journaled send's files, kept in the history database's `kept` store until
 * each upload is confirmed: a copy within the budget, or a File System Access handle
 * (docs/decisions/0008). journal-log.ts decides when; this file writes, reads and drops them.
 *
 * The copies of a batch of small files are one pack: a record (keyed below 0) whose Blob holds
 * them all, and a record per file saying where in it its bytes are. The browser writes a Blob
 * stored in IndexedDB to a file of its own and deletes that file with it: a file each for a
 * thousand small copies cost more than the journal's writes together. A pack goes once every
 * file in it is dropped (or with the send).
 */

/** A File from react-dropzone's file-selector carries the File System Access handle it came from (Chromium). */
type WithHandle = File & { handle?: { kind?: string; getFile?: () => Promise<File> } }

/** The key index of the pack of copies whose first file is file `i`: below every file's, unique per send. */
const packIndex = (i: number) => -1 - i

/** The packs of this tab's sends, by `sendId:index` of each file in them: how many of its files are still kept. */
const packs = new Map<string, { index: number; kept: number }>()

/** Forgets what was kept of file `i` of a send (and its pack once nothing else is in it), or of all its files. */
export function dropKept(sendId: string, i?: number) {
  if (i === undefined) {
    for (const key of packs.keys()) if (key.startsWith(`${sendId}:`)) packs.delete(key)
    return historyDb.dropKept(sendId)
  }
  const pack = packs.get(`${sendId}:${i}`)
  packs.delete(`${sendId}:${i}`)
  return historyDb.dropKept(sendId, pack && --pack.kept === 0 ? [i, pack.index] : [i])
}

/** The file's upload is confirmed: nothing of it needs keeping (a function: it may change while a copy is written). */
const confirmed = (entry: JournalFile) => entry.steps.upload === 'done'

/**
 * A handle where the browser gave one (no budget needed), else a copy while the copies fit both
 * the budget and what the browser says is free; persistent storage is asked for first.
 * `kept(i)` is told once file i's copy or handle is written.
 */
export async function keepFiles(
  sendId: string,
  files: readonly (File | undefined)[],
  entries: JournalFile[],
  budgetBytes: number,
  kept: (i: number) => void,
) {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  const free = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : Infinity
  let left = Math.min(budgetBytes, free * 0.8)
  if (left > 0) await navigator.storage?.persist?.().catch(() => false)
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
      const index = packIndex(copies[0]!.i)
      const pack = { index, kept: copies.length }
      records.push({ sendId, index, file: new Blob(copies.map((c) => c.file)) })
      let start = 0
      for (const { i, file } of copies) {
        records.push({ sendId, index: i, pack: index, start, end: (start += file.size), type: file.type })
        packs.set(`${sendId}:${i}`, pack)
      }
    }
    await historyDb.keep(records)
    const drops: Promise<void>[] = []
    for (const { i, file, how } of done) {
      const entry = entries[i]!
      if (confirmed(entry)) {
        // Its upload was confirmed while this was written (dropCopy found nothing to drop yet): not needed.
        if (how === 'copy') left += file.size
        drops.push(dropKept(sendId, i))
        continue
      }
      entry.kept = how
      kept(i)
    }
    await Promise.all(drops)
  }
  for (const [i, file] of files.entries()) {
    const entry = entries[i]
    if (!file || !entry || confirmed(entry)) continue
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

/** What was kept of file `index` of a send: its bytes, or a file read through its handle (asking for permission from the person's click). */
export async function keptFile(sendId: string, index: number): Promise<Blob | null> {
  const record = await historyDb.kept(sendId, index)
  if (record?.pack !== undefined) {
    const pack = await historyDb.kept(sendId, record.pack)
    return pack?.file instanceof Blob ? pack.file.slice(record.start, record.end, record.type) : null
  }
  if (record?.file instanceof Blob) return record.file
  const handle = record?.handle as
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
