import { historyDb, type KeptBytes } from '../history-db'
import type { JournalFile } from '../journal'

/*
 * The bytes of a journaled send's files, kept in the history database's `kept` store until
 * each upload is confirmed: a copy within the budget, or a File System Access handle
 * (docs/decisions/0008). journal-log.ts decides when; this file writes, reads and drops them.
 */

/** A File from react-dropzone's file-selector carries the File System Access handle it came from (Chromium). */
type WithHandle = File & { handle?: { kind?: string; getFile?: () => Promise<File> } }

/** Forgets what was kept of file `i` of a send, or of all its files. */
export const dropKept = (sendId: string, i?: number) => historyDb.dropKept(sendId, i)

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
    await historyDb.keep(
      done.map(({ i, file, how }): KeptBytes =>
        how === 'copy' ? { sendId, index: i, file } : { sendId, index: i, handle: (file as WithHandle).handle },
      ),
    )
    for (const { i, file, how } of done) {
      const entry = entries[i]!
      if (confirmed(entry)) {
        // Its upload was confirmed while this was written (dropCopy found nothing to drop yet): not needed.
        if (how === 'copy') left += file.size
        await historyDb.dropKept(sendId, i)
        continue
      }
      entry.kept = how
      kept(i)
    }
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
export async function keptFile(sendId: string, index: number): Promise<File | null> {
  const record = await historyDb.kept(sendId, index)
  if (record?.file instanceof Blob) return record.file as File
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
