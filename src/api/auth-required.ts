import { createStore, type StoreApi } from 'zustand/vanilla'
import { ApiError } from './errors'

/**
 * A 401/403 from either surface: the layout sends the person to settings with this notice, and
 * the settings page says why from `error` (the status and the server's reason, as data).
 * Kept outside React so the query cache's global error handler can raise it.
 */
export type AuthNotice = { surface: 'public' | 'storage' | 'unknown'; error: ApiError; at: number }

const notice = createStore<AuthNotice | null>()(() => null)

export const authRequired = {
  /** For `useStore`; changed only by `raise` and `clear`. */
  notice: notice as Omit<StoreApi<AuthNotice | null>, 'setState'>,
  /** A new notice each time (its own `at`), even for the same reason: each sends the person to settings once. */
  raise: (next: Omit<AuthNotice, 'at'>) => notice.setState({ ...next, at: Date.now() }, true),
  clear: () => notice.setState(null, true),
}

/** The one rule: a 401/403 from a surface raises the notice with the server's reason. */
export function reportAuthFailure(error: unknown, surface: AuthNotice['surface']) {
  if (error instanceof ApiError && error.isAuth) authRequired.raise({ surface, error })
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
