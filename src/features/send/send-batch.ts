import { createStartedHere } from '../../lib/started-here'
import { createStore } from '../../lib/store'

/** The files sent from this page, listed with their steps until the person clears them. */
export const sendBatch = createStartedHere()

/** What one press of Send said, kept with the batch and cleared with it: shown on the summary once its files are through. */
export type SendNote = Readonly<{
  recipients: readonly string[]
  message: string
  expiresAt: Date | null
}>

const notes = createStore<readonly SendNote[]>([])

/** Module state like `sendBatch`: the summary is still there after a visit to another page. */
export const sendNotes = {
  add: (note: SendNote) => notes.set([...notes.get(), note]),
  clear: () => notes.set([]),
  use: notes.use,
}
