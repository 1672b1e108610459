import { useSyncExternalStore } from 'react'

/**
 * The queue items a page started. Module state, not component state, so the page still lists
 * them when the person comes back from another page while the files go out.
 */
export function createStartedHere() {
  let ids: ReadonlySet<string> = new Set()
  const listeners = new Set<() => void>()
  const changed = (next: ReadonlySet<string>) => {
    ids = next
    listeners.forEach((l) => l())
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const get = () => ids
  return {
    add: (next: readonly string[]) => changed(new Set([...ids, ...next])),
    forget: (gone: readonly string[]) => {
      const drop = new Set(gone)
      changed(new Set([...ids].filter((id) => !drop.has(id))))
    },
    has: (id: string) => ids.has(id),
    /** The current ids, re-rendering when they change. */
    useIds: () => useSyncExternalStore(subscribe, get),
  }
}
