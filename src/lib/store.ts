import { useMemo, useSyncExternalStore } from 'react'
import { createStore as createZustandStore } from 'zustand/vanilla'

/*
 * The one primitive for state held outside React (module state a page finds again on return,
 * the upload queue's snapshot, settings shared by the shell and the pages): a zustand store,
 * read in components through a selector, so a component re-renders only when what it selects
 * changes (by `isEqual`, `Object.is` unless told).
 */

const identity = <T>(value: T) => value

export type Store<T> = {
  get: () => T
  /** Replaces the value (zustand would merge an object into the old one; ours are whole values). */
  set: (next: T | ((current: T) => T)) => void
  subscribe: (listener: (value: T, previous: T) => void) => () => void
  /** The value, or the part `select` picks, re-rendering only when that changes. */
  use: <S = T>(select?: (value: T) => S, isEqual?: (a: S, b: S) => boolean) => S
}

export function createStore<T>(initial: T): Store<T> {
  const api = createZustandStore<T>()(() => initial)
  const store: Store<T> = {
    get: api.getState,
    set: (next) => api.setState(next, true),
    subscribe: api.subscribe,
    use: (select, isEqual) => useSelected(store, select, isEqual),
  }
  return store
}

/** A store's selected part for React: stable (by `isEqual`) while the selection does not change. */
export function useSelected<T, S = T>(
  store: { get: () => T; subscribe: (listener: () => void) => () => void },
  select: (value: T) => S = identity as (value: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  const get = useMemo(() => selection(store.get, select, isEqual), [store, select, isEqual])
  return useSyncExternalStore(store.subscribe, get, get)
}

/** A getSnapshot for useSyncExternalStore: the same value (by `isEqual`) until the selection changes. */
function selection<T, S>(get: () => T, select: (value: T) => S, isEqual: (a: S, b: S) => boolean) {
  let last: { value: T; selected: S } | null = null
  return () => {
    const value = get()
    if (last?.value === value) return last.selected
    const selected = select(value)
    last = { value, selected: last && isEqual(last.selected, selected) ? last.selected : selected }
    return last.selected
  }
}

/** Same items in the same order (a selection of a list whose items are replaced when they change). */
export function sameItems<T>(a: readonly T[], b: readonly T[]) {
  return a.length === b.length && a.every((x, i) => x === b[i])
}
