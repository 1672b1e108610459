import { useQuery } from '@tanstack/react-query'
import { publicQueries } from '../../api/queries'
import { useServices } from '../../shared/services'

/** Always in the header; refetched on focus and whenever a registration invalidates it. */
export function CountBadge() {
  const { publicApi } = useServices()
  const count = useQuery(publicQueries.count(publicApi))
  return (
    <p className="count-badge" aria-live="polite">
      <span className="count-label">Consignments: </span>
      <strong data-testid="consignment-count">
        {count.isPending ? '…' : count.isError && count.data === undefined ? 'unavailable' : count.data}
      </strong>
      {count.isError && (
        <button type="button" className="link-button" onClick={() => void count.refetch()} title="Retry loading the count">
          Retry
        </button>
      )}
    </p>
  )
}
