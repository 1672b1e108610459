/**
 * Credentials live outside React so the API clients read them directly. Kept for the tab
 * (sessionStorage) unless the person opts in to "remember on this device" (localStorage).
 */
export type Credentials = { token: string; publicKey: string; remember: boolean }

const KEY = 'consign.credentials'
let current: Credentials = { token: '', publicKey: '', remember: false }

function read(storage: Storage | undefined) {
  try {
    const raw = storage?.getItem(KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Credentials>
    return { token: String(parsed.token ?? ''), publicKey: String(parsed.publicKey ?? '') }
  } catch {
    return null
  }
}

export function initCredentials(defaults: { token: string; publicKey: string }) {
  const local = read(globalThis.localStorage)
  const session = read(globalThis.sessionStorage)
  current = local ? { ...local, remember: true } : session ? { ...session, remember: false } : { ...defaults, remember: false }
}

export function getCredentials() {
  return current
}

export function setCredentials(next: Credentials) {
  current = next
  const value = JSON.stringify({ token: next.token, publicKey: next.publicKey })
  try {
    if (next.remember) {
      localStorage.setItem(KEY, value)
      sessionStorage.removeItem(KEY)
    } else {
      sessionStorage.setItem(KEY, value)
      localStorage.removeItem(KEY)
    }
  } catch {
    // storage can be unavailable (private mode); the in-memory copy still works for this tab
  }
}
