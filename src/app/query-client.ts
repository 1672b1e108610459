import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { reportAuthFailure } from '../api/auth-required'
import { ApiError } from '../api/errors'

function surfaceOf(meta: Record<string, unknown> | undefined, key: readonly unknown[] | undefined) {
  const s = meta?.surface ?? key?.[0]
  return s === 'public' || s === 'storage' ? s : 'unknown'
}

// React Query starts out online; the browser's "offline" is believed, so a page opened offline says so.
if (navigator.onLine === false) onlineManager.setOnline(false)

export function createQueryClient(options: { retry?: boolean } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportAuthFailure(error, surfaceOf(query.meta, query.queryKey)) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => reportAuthFailure(error, surfaceOf(mutation.meta, mutation.options.mutationKey)),
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : (count, error) => count < 2 && error instanceof ApiError && error.isTransient,
        refetchOnWindowFocus: true,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  })
}
