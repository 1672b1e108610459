import { useQuery } from '@tanstack/react-query'
import { hasToken, useCredentials } from '../../api/credentials'
import { publicQueries } from '../../api/queries'
import { LongText } from '../../components/LongText'
import { wholeNumber } from '../../lib/format'
import { useServices } from '../../shared/services'

/**
 * In the header once there is an access token to ask with; refetched on focus and whenever a
 * registration invalidates it.
 */
export function CountBadge() {
  const { publicApi } = useServices()
  const token = useCredentials(hasToken)
  const count = useQuery(publicQueries.count(publicApi, token))
  if (!token) return null
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
