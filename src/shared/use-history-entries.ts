import { useMemo } from 'react'
import { useHistory } from '../lib/use-history'
import { groupHistory } from './history-entries'

/** Every kind of record, grouped into entries once all are read. */
export function useEntries() {
  const uploads = useHistory('uploads')
  const consignments = useHistory('consignments')
  const transfers = useHistory('transfers')
  const sends = useHistory('sends')
  const failure = uploads.failure ?? consignments.failure ?? transfers.failure ?? sends.failure
  // The browser's reason, as it gave it (none when it gave none).
  const error = failure && { reason: failure.reason }
  const entries = useMemo(
    () =>
      uploads.records && consignments.records && transfers.records && sends.records
        ? groupHistory({
            uploads: uploads.records,
            consignments: consignments.records,
            transfers: transfers.records,
            sends: sends.records,
          })
        : null,
    [uploads.records, consignments.records, transfers.records, sends.records],
  )
  return { entries, error }
}
