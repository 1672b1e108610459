import { useQuery } from '@tanstack/react-query'
import { publicQueries } from '../../api/queries'
import { LongText } from '../../components/LongText'
import { wholeNumber } from '../../lib/format'
import { useServices } from '../../shared/services'

/** Always in the header; refetched on focus and whenever a registration invalidates it. */
export function CountBadge() {
  const { publicApi } = useServices()
  const count = useQuery(publicQueries.count(publicApi))
  const total = count.data === undefined ? undefined : wholeNumber(count.data)
  return (
    <div className="count-badge" aria-live="polite">
      <span className="count-label">Consignments: </span>
      <strong data-testid="consignment-count">
        {count.isPending ? '…' : total === undefined || total === null ? 'unavailable' : total}
      </strong>
      {total === null && (
        <details className="raw-value">
          <summary>why</summary>
          The server reported a count that is not a whole number: <LongText text={String(count.data)} limit={40} />
        </details>
      )}
      {count.isError && (
        <button type="button" className="link-button" onClick={() => void count.refetch()} title="Retry loading the count">
          Retry
        </button>
      )}
    </div>
  )
}
