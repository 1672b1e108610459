import { createStore } from 'zustand/vanilla'

/**
 * Whether what this browser keeps for the person (History, unfinished sends and the copies of
 * their files) is safe from the browser's own clean-ups: `persisted` (granted), `evictable` (the
 * browser may delete it when it needs room, or, as Safari does, after 7 days without a visit),
 * `unknown` (no StorageManager to ask: WebKitGTK, an insecure context).
 */
export type Persistence = 'persisted' | 'evictable' | 'unknown'

/** The last answer the browser gave; `unknown` until one is read. */
export const persistence = createStore<Persistence>()(() => 'unknown')

type StorageLike = { persist?: () => Promise<boolean>; persisted?: () => Promise<boolean> }
const storage = (): StorageLike | undefined => (globalThis.navigator as { storage?: StorageLike } | undefined)?.storage

const answer = (granted: boolean | undefined): Persistence => {
  const state = granted === undefined ? 'unknown' : granted ? 'persisted' : 'evictable'
  persistence.setState(state, true)
  return state
}

/** Whether persistent storage was granted, without asking for it. */
export async function readPersistence(): Promise<Persistence> {
  const persisted = storage()?.persisted
  if (typeof persisted !== 'function') return answer(undefined)
  return answer(await persisted.call(storage()).catch(() => undefined))
}

let asked: { of: StorageLike; answer: Promise<Persistence> } | null = null

/**
 * Asks for persistent storage once per page, when there is something worth keeping (a send is
 * journaled): Firefox asks the person, Chromium and Safari decide by themselves. Where the
 * browser has no StorageManager, nothing is asked and the answer is `unknown`. Not to be
 * awaited before keeping anything: Firefox answers only once the person has.
 */
export function askPersistence(): Promise<Persistence> {
  const persist = storage()?.persist
  if (typeof persist !== 'function') return readPersistence()
  const of = storage()!
  if (asked?.of !== of) asked = { of, answer: persist.call(of).then(answer, () => readPersistence()) }
  return asked.answer
}
