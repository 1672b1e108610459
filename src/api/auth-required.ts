import { ApiError, explainError } from './errors'

/**
 * A 401/403 from either surface: the layout sends the person to settings with this notice.
 * Kept outside React so the query cache's global error handler can raise it.
 */
export type AuthNotice = { surface: 'public' | 'storage' | 'unknown'; message: string; at: number }

let notice: AuthNotice | null = null
const listeners = new Set<() => void>()

export const authRequired = {
  get: () => notice,
  raise(next: Omit<AuthNotice, 'at'>) {
    notice = { ...next, at: Date.now() }
    listeners.forEach((l) => l())
  },
  clear() {
    notice = null
    listeners.forEach((l) => l())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** The one rule: a 401/403 from a surface raises the notice with the server's reason. */
export function reportAuthFailure(error: unknown, surface: AuthNotice['surface']) {
  if (error instanceof ApiError && error.isAuth) authRequired.raise({ surface, message: explainError(error) })
}

/** For calls made outside React Query (the upload queue's steps), which has the rule built in. */
export async function withAuthNotice<T>(surface: AuthNotice['surface'], call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    reportAuthFailure(error, surface)
    throw error
  }
}
