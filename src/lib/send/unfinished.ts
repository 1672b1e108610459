import type { JournalFile } from '../journal'
import { needOf } from './model'
import { keptReader } from './kept'
import type { UnfinishedSend } from './journal-log'

/*
 * What resuming needs whatever was interrupted (a send of the Send page, uploads of the Upload
 * page): the person's choices, and the bytes of the files that must be uploaded again.
 */

/**
 * What the person said of a file: a step in doubt is made `again` or counted `done`; a file
 * (in doubt, or whose bytes are gone) can be `left` out.
 */
export type Choice = 'again' | 'done' | 'left'

/** The file as the journal knows it, under its name and folder path, whatever gave its bytes. */
export function named(file: Blob, entry: JournalFile): File {
  const out = file instanceof File ? file : new File([file], entry.name.split('/').pop()!, entry)
  Object.defineProperty(out, 'path', { value: entry.name, configurable: true })
  return out
}

/**
 * The bytes of each file that must be uploaded again: picked by the person, else the copy or
 * handle kept (a handle may ask for permission: call this from the person's click).
 */
export async function gatherBytes(unfinished: UnfinishedSend, picked: ReadonlyMap<number, File>) {
  const bytes = new Map<number, File>()
  const keptFile = keptReader(unfinished.send.id)
  for (const entry of unfinished.files) {
    if (needOf(entry).kind !== 'upload') continue
    const given = picked.get(entry.index) ?? (entry.kept !== 'none' ? await keptFile(entry.index) : null)
    // A handle reads the file as it is now: changed since (size or date), it is not the file sent.
    // A copy (a Blob, or a slice of a pack of copies) must be as long as the file was.
    const same =
      !!given &&
      given.size === entry.size &&
      (!(given instanceof File) || entry.kept !== 'handle' || given.lastModified === entry.lastModified)
    if (given && same) bytes.set(entry.index, named(given, entry))
  }
  return bytes
}

/** What stops Resume: a step in doubt with no choice, a file to upload with no bytes that is not left out. */
export function blockers(unfinished: UnfinishedSend, choices: ReadonlyMap<number, Choice>, bytes: ReadonlyMap<number, File>) {
  return unfinished.files.filter((entry) => {
    const need = needOf(entry)
    const choice = choices.get(entry.index)
    if (need.kind === 'doubt') return !choice
    return need.kind === 'upload' && !bytes.has(entry.index) && choice !== 'left'
  })
}
