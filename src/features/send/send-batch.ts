import { useSyncExternalStore } from 'react'
import { createStartedHere } from '../../lib/started-here'

/** The files sent from this page, listed with their steps until the person clears them. */
export const sendBatch = createStartedHere()

/** What one press of Send said: shown on the summary once its files are through. */
export type SendNote = Readonly<{
  ids: readonly string[]
  recipients: readonly string[]
  message: string
  expiresAt: Date | null
}>

let notes: readonly SendNote[] = []
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const set = (next: readonly SendNote[]) => {
  notes = next
  listeners.forEach((l) => l())
}

/** Module state like `sendBatch`: the summary is still there after a visit to another page. */
export const sendNotes = {
  add: (note: SendNote) => set([...notes, note]),
  clear: () => set([]),
  use: () => useSyncExternalStore(subscribe, () => notes),
}
