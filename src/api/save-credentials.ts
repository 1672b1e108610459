import { changeCredentials, KEY, storage, type Credentials, type Kept } from './credentials'

/** Saves them where asked; says where they really went (memory when storage refused). */
export function setCredentials(next: Credentials): Kept {
  const value = JSON.stringify({ token: next.token, publicKey: next.publicKey })
  const [keep, drop] = next.remember
    ? [storage('localStorage'), storage('sessionStorage')]
    : [storage('sessionStorage'), storage('localStorage')]
  let kept: Kept
  try {
    if (!keep) throw new Error('storage unavailable')
    keep.setItem(KEY, value)
    kept = next.remember ? 'device' : 'tab'
  } catch {
    kept = 'memory'
  }
  changeCredentials(next, kept)
  try {
    drop?.removeItem(KEY)
  } catch {
    // nothing to drop where nothing could be kept
  }
  return kept
}

/** Signing out: the credentials are forgotten here and in both storages. */
export function clearCredentials() {
  changeCredentials({ token: '', publicKey: '', remember: false })
  for (const kind of ['localStorage', 'sessionStorage'] as const)
    try {
      storage(kind)?.removeItem(KEY)
    } catch {
      // already unreachable
    }
}
