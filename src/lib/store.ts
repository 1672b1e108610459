import { useSyncExternalStore } from 'react'

/** A value kept outside React (module state a page finds again on return), read by components that re-render when it changes. */
export function createStore<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const get = () => value
  return {
    get,
    set(next: T) {
      value = next
      listeners.forEach((l) => l())
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  }
}
