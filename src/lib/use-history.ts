import { useEffect, useState, useSyncExternalStore } from 'react'
import { historyDb, type HistoryKind } from './history-db'

/**
 * The records of one kind, newest first; re-read whenever history changes. `failure` once a read
 * failed, with the browser's reason when it gave one; the page words the rest.
 */
export function useHistory<K extends HistoryKind>(kind: K) {
  const version = useSyncExternalStore(historyDb.subscribe, historyDb.version, historyDb.version)
  const [records, setRecords] = useState<Awaited<ReturnType<typeof historyDb.list<K>>> | null>(null)
  const [failure, setFailure] = useState<{ reason?: string } | null>(null)
  useEffect(() => {
    let live = true
    historyDb.list(kind).then(
      (r) => live && setRecords(r),
      (e: unknown) => live && setFailure(e instanceof Error ? { reason: e.message } : {}),
    )
    return () => {
      live = false
    }
  }, [kind, version])
  return { records, failure }
}
