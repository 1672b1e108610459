import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { historyDb, type HistoryKind } from './history-db'
import { inTaskOfItsOwn } from './yield-to-browser'

/*
 * History is read through React Query, one query per store: a write re-reads the stores it
 * changed, once, however many components show them (historyDb tells which, at most every 150 ms).
 */

export const historyQueries = {
  all: ['history'] as const,
  kind: <K extends HistoryKind>(kind: K) =>
    queryOptions({
      queryKey: [...historyQueries.all, kind] as const,
      queryFn: () => inTaskOfItsOwn(() => historyDb.list(kind)),
      // Only a write changes it, and every write is told: never stale by time, never retried.
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    }),
}

/**
 * One subscription per query client, however many readers: a change is one invalidation per
 * store, for the readers on screen. A store no one shows is dropped from the cache at once, so
 * a page opened next reads it afresh rather than showing what it was before the write.
 */
const told = new WeakSet<QueryClient>()
function tellOnChange(client: QueryClient) {
  if (told.has(client)) return
  told.add(client)
  historyDb.onWrite((kind) => client.removeQueries({ queryKey: historyQueries.kind(kind).queryKey, type: 'inactive' }))
  historyDb.subscribe((kinds) => {
    for (const kind of kinds) void client.invalidateQueries({ queryKey: historyQueries.kind(kind).queryKey })
  })
}

/**
 * The records of one kind, newest first (null while read). `failure` once a read failed, with
 * the browser's reason when it gave one; the page words the rest.
 */
export function useHistory<K extends HistoryKind>(kind: K) {
  const client = useQueryClient()
  useEffect(() => tellOnChange(client), [client])
  // Written a moment ago and not yet told: what the cache holds is out of date. Read it afresh
  // and show nothing older than that read, as a page opened right after a send must.
  const [since] = useState(() => (historyDb.pending(kind) ? Date.now() : 0))
  const { data, error, dataUpdatedAt } = useQuery({ ...historyQueries.kind(kind), refetchOnMount: since ? 'always' : true })
  const fresh = dataUpdatedAt >= since
  return { records: (fresh && data) || null, failure: error ? (error instanceof Error ? { reason: error.message } : {}) : null }
}
