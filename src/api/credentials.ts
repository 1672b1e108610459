import { createStore } from 'zustand/vanilla'

/**
 * Credentials live outside React so the API clients read them directly; React reads whether
 * each is entered through `useCredentials` (a store), to know what it may ask. Kept for the tab
 * (sessionStorage) unless the person opts in to "remember on this device" (localStorage).
 * Where the browser refuses storage (blocked for the site, a sandboxed frame, quota), they are
 * kept in memory only, and `credentialsKept()` says so. Saving and forgetting them is in
 * save-credentials.ts, which only Settings loads.
 */
export type Credentials = { token: string; publicKey: string; remember: boolean }
/** Where the last read or save put them: `memory` is lost on reload. */
export type Kept = 'device' | 'tab' | 'memory'

export const KEY = 'consign.credentials'
const current = createStore<Credentials>()(() => ({ token: '', publicKey: '', remember: false }))
/** For useStore (use-credentials.ts): a server render (the build's first paint) reads what `initCredentials` set, not the empty initial state. */
export const credentialsStore = { ...current, getInitialState: current.getState }
let kept: Kept = 'tab'

/** The storage, or null when even asking for it throws (SecurityError). */
/** Web Storage as the app uses it (typed here: the service worker's types have none, and it never reads them). */
type WebStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function storage(kind: 'localStorage' | 'sessionStorage'): WebStorage | null {
  try {
    const store = (globalThis as unknown as Record<typeof kind, WebStorage>)[kind]
    store.getItem(KEY)
    return store
  } catch {
    return null
  }
}

function read(store: WebStorage | null) {
  try {
    const raw = store?.getItem(KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Credentials>
    return { token: String(parsed.token ?? ''), publicKey: String(parsed.publicKey ?? '') }
  } catch {
    return null
  }
}

export function initCredentials(defaults: { token: string; publicKey: string }) {
  const localStore = storage('localStorage')
  const sessionStore = storage('sessionStorage')
  const local = read(localStore)
  const session = read(sessionStore)
  current.setState(
    local ? { ...local, remember: true } : session ? { ...session, remember: false } : { ...defaults, remember: false },
    true,
  )
  kept = !sessionStore && !localStore ? 'memory' : current.getState().remember ? 'device' : 'tab'
}

export function getCredentials() {
  return current.getState()
}

export const hasToken = (c: Credentials) => c.token !== ''
/** Neither entered: a first visit, or one after signing out. */
export const nothingEntered = (c: Credentials) => !c.token && !c.publicKey

export function credentialsKept(): Kept {
  return kept
}

/** For save-credentials.ts, the side of them only Settings needs (kept out of the first load). */
export function changeCredentials(next: Credentials, where: Kept = kept) {
  current.setState(next, true)
  kept = where
}
