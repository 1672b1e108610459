/**
 * Whose history is shown: the service address (config's apiBaseUrl) and, once `/me` tells, the
 * account. No IndexedDB here, so the app shell can set it without loading the history store.
 */
export type HistoryScope = Readonly<{ service: string; account?: string }>

let scope: HistoryScope = { service: '' }
const listeners = new Set<() => void>()

function set(next: HistoryScope) {
  if (next.service === scope.service && next.account === scope.account) return
  scope = next
  listeners.forEach((l) => l())
}

export const historyScope = {
  get: () => scope,
  /** A new service address starts with no known account. */
  setService: (service: string) => set(service === scope.service ? scope : { service }),
  setAccount: (account: string | undefined) => set({ ...scope, account }),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** The account id in a `/me` answer, whose shape the contract leaves open: the first id-like string. */
export function accountOf(me: Record<string, unknown> | undefined): string | undefined {
  for (const key of ['id', 'userId', 'user_id', 'sub', 'email']) {
    const value = me?.[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}
