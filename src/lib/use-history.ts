import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { historyDb, type HistoryKind } from './history-db'

/*
 * History is read through React Query, one query per store: a write re-reads the stores it
 * changed, once, however many components show them (historyDb tells which, at most every 150 ms).
 */

export const historyQueries = {
  all: ['history'] as const,
  kind: <K extends HistoryKind>(kind: K) =>
    queryOptions({
      queryKey: [...historyQueries.all, kind] as const,
      queryFn: () => historyDb.list(kind),
      // Only a write changes it, and every write is told: never stale by time, never retried.
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    }),
}

/** One subscription per query client, however many readers: a change is one invalidation per store. */
const told = new WeakSet<QueryClient>()
function tellOnChange(client: QueryClient) {
  if (told.has(client)) return
  told.add(client)
  historyDb.subscribe((kinds) => {
    for (const kind of kinds) void client.invalidateQueries({ queryKey: historyQueries.kind(kind).queryKey })
  })
}

/** The records of one kind, newest first (null while read); `error` when this browser's storage refused. */
export function useHistory<K extends HistoryKind>(kind: K) {
  const client = useQueryClient()
  useEffect(() => tellOnChange(client), [client])
  const { data, error } = useQuery(historyQueries.kind(kind))
  return { records: data ?? null, error: error ? 'History is unavailable in this browser' : null }
}
