import { useEffect, useState, useSyncExternalStore } from 'react'
import { history, type HistoryKind } from './history-db'

/** The records of one kind, newest first; re-read whenever history changes. */
export function useHistory<K extends HistoryKind>(kind: K) {
  const version = useSyncExternalStore(history.subscribe, history.version)
  const [records, setRecords] = useState<Awaited<ReturnType<typeof history.list<K>>> | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    history.list(kind).then(
      (r) => live && setRecords(r),
      (e: unknown) => live && setError(e instanceof Error ? e.message : 'History is unavailable in this browser'),
    )
    return () => {
      live = false
    }
  }, [kind, version])
  return { records, error }
}
