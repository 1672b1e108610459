import { useSyncExternalStore } from 'react'

/**
 * The queue items started from this page. Module state, not component state, so the list is
 * still there when the person comes back from another page while the files go out.
 */
let ids: ReadonlySet<string> = new Set()
const listeners = new Set<() => void>()

export const sendBatch = {
  add(next: readonly string[]) {
    ids = new Set([...ids, ...next])
    listeners.forEach((l) => l())
  },
  forget(gone: readonly string[]) {
    const drop = new Set(gone)
    ids = new Set([...ids].filter((id) => !drop.has(id)))
    listeners.forEach((l) => l())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => ids,
}

export function useSendBatch() {
  return useSyncExternalStore(sendBatch.subscribe, sendBatch.get)
}
