/**
 * Credentials live outside React so the API clients read them directly. Kept for the tab
 * (sessionStorage) unless the person opts in to "remember on this device" (localStorage).
 * Where the browser refuses storage (blocked for the site, a sandboxed frame, quota), they are
 * kept in memory only, and `credentialsKept()` says so.
 */
export type Credentials = { token: string; publicKey: string; remember: boolean }
/** Where the last read or save put them: `memory` is lost on reload. */
export type Kept = 'device' | 'tab' | 'memory'

const KEY = 'consign.credentials'
let current: Credentials = { token: '', publicKey: '', remember: false }
let kept: Kept = 'tab'

/** The storage, or null when even asking for it throws (SecurityError). */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const store = globalThis[kind]
    store.getItem(KEY)
    return store
  } catch {
    return null
  }
}

function read(store: Storage | null) {
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
  current = local ? { ...local, remember: true } : session ? { ...session, remember: false } : { ...defaults, remember: false }
  kept = !sessionStore && !localStore ? 'memory' : current.remember ? 'device' : 'tab'
}

export function getCredentials() {
  return current
}

export function credentialsKept(): Kept {
  return kept
}

/** Saves them where asked; says where they really went (memory when storage refused). */
export function setCredentials(next: Credentials): Kept {
  current = next
  const value = JSON.stringify({ token: next.token, publicKey: next.publicKey })
  const [keep, drop] = next.remember
    ? [storage('localStorage'), storage('sessionStorage')]
    : [storage('sessionStorage'), storage('localStorage')]
  try {
    if (!keep) throw new Error('storage unavailable')
    keep.setItem(KEY, value)
    kept = next.remember ? 'device' : 'tab'
  } catch {
    kept = 'memory'
  }
  try {
    drop?.removeItem(KEY)
  } catch {
    // nothing to drop where nothing could be kept
  }
  return kept
}

/** Signing out: the credentials are forgotten here and in both storages. */
export function clearCredentials() {
  current = { token: '', publicKey: '', remember: false }
  for (const kind of ['localStorage', 'sessionStorage'] as const)
    try {
      storage(kind)?.removeItem(KEY)
    } catch {
      // already unreachable
    }
}
