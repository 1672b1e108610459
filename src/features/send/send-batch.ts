import { createStartedHere } from '../../lib/started-here'
import type { Journal } from '../../lib/journal-db'
import type { QueueItem } from '../../lib/upload-queue/upload-queue'
import { createStore } from '../../lib/store'

/** The files sent from this page, listed with their steps until the person clears them. */
export const sendBatch = createStartedHere()

/** A file of the send that reached its recipients: in the queue, or before a resume. */
export type DeliveredFile = Pick<QueueItem, 'id' | 'file' | 'result'>

/** What one press of Send said, kept with the batch and cleared with it: shown on the summary once its files are through. */
export type SendNote = Readonly<{
  recipients: readonly string[]
  message: string
  expiresAt: Date | null
  /** the send's journal, settled when the person clears the batch */
  journal?: Journal
  /** a resumed send's files delivered before it was interrupted: on its summary too */
  earlier?: readonly DeliveredFile[]
}>

const notes = createStore<readonly SendNote[]>([])

/** Module state like `sendBatch`: the summary is still there after a visit to another page. */
export const sendNotes = {
  add: (note: SendNote) => notes.set([...notes.get(), note]),
  /** The person is through with these sends (Send more, Clear): their journals are settled, nothing left to resume. */
  clear: () => {
    for (const note of notes.get()) void note.journal?.settle('finished')
    notes.set([])
  },
  use: notes.use,
}
