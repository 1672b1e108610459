import { createStore } from 'zustand/vanilla'

/**
 * Whose history is shown: the service address (config's apiBaseUrl) and, once `/me` tells, the
 * account. No IndexedDB here, so the app shell can set it without loading the history store.
 */
export type HistoryScope = Readonly<{ service: string; account?: string }>

const scope = createStore<HistoryScope>()(() => ({ service: '' }))

// A scope with the same fields is no change: its readers (the history store) would re-read for nothing.
function set(next: HistoryScope) {
  const current = scope.getState()
  if (next.service !== current.service || next.account !== current.account) scope.setState(next, true)
}

export const historyScope = {
  get: scope.getState,
  /** A new service address starts with no known account. */
  setService: (service: string) => set(service === scope.getState().service ? scope.getState() : { service }),
  setAccount: (account: string | undefined) => set({ ...scope.getState(), account }),
  subscribe: scope.subscribe,
}

/** The account id in a `/me` answer, whose shape the contract leaves open: the first id-like string. */
export function accountOf(me: Record<string, unknown> | undefined): string | undefined {
  for (const key of ['id', 'userId', 'user_id', 'sub', 'email']) {
    const value = me?.[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}
