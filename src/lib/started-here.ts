import { createStore } from './store'

/**
 * The queue items a page started. Module state, not component state, so the page still lists
 * them when the person comes back from another page while the files go out.
 */
export function createStartedHere() {
  const ids = createStore<ReadonlySet<string>>(new Set())
  return {
    add: (next: readonly string[]) => ids.set(new Set([...ids.get(), ...next])),
    forget: (gone: readonly string[]) => {
      const drop = new Set(gone)
      ids.set(new Set([...ids.get()].filter((id) => !drop.has(id))))
    },
    has: (id: string) => ids.get().has(id),
    /** The current ids, re-rendering when they change. */
    useIds: ids.use,
  }
}
