import { useEffect, useState, useSyncExternalStore } from 'react'
import { historyDb, type HistoryKind } from './history-db'

/** The records of one kind, newest first; re-read whenever history changes. */
export function useHistory<K extends HistoryKind>(kind: K) {
  const version = useSyncExternalStore(historyDb.subscribe, historyDb.version, historyDb.version)
  const [records, setRecords] = useState<Awaited<ReturnType<typeof historyDb.list<K>>> | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    historyDb.list(kind).then(
      (r) => live && setRecords(r),
      (e: unknown) => live && setError(e instanceof Error ? e.message : 'History is unavailable in this browser'),
    )
    return () => {
      live = false
    }
  }, [kind, version])
  return { records, error }
}
