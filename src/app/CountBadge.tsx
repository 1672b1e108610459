import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { hasToken } from '../api/credentials'
import { useCredentials } from '../api/use-credentials'
import { publicQueries } from '../api/queries'
import { LongText } from '../components/LongText'
import { wholeNumber } from '../lib/format'
import { useServices } from '../shared/services'

/**
 * In the header once there is an access token to ask with; refetched on focus and whenever a
 * registration invalidates it. Part of the shell, not of the Register page: every page shows it,
 * so its words are in the shell's catalog (a feature's are fetched only with its page).
 */
export function CountBadge() {
  const { publicApi } = useServices()
  const { t } = useLingui()
  const token = useCredentials(hasToken)
  const count = useQuery(publicQueries.count(publicApi, token))
  if (!token) return null
  const total = count.data === undefined ? undefined : wholeNumber(count.data)
  return (
    <div className="count-badge">
      {count.isPending ? (
        <Trans comment="the header's count of consignments, while it is being asked for">
          <strong data-testid="consignment-count">…</strong> consignments
        </Trans>
      ) : total === undefined || total === null ? (
        <Trans comment="the header's count of consignments, when the service gave none">
          Consignments: <strong data-testid="consignment-count">unavailable</strong>
        </Trans>
      ) : (
        <Plural
          value={total}
          one={
            <Trans>
              <strong data-testid="consignment-count">#</strong> consignment
            </Trans>
          }
          other={
            <Trans>
              <strong data-testid="consignment-count">#</strong> consignments
            </Trans>
          }
        />
      )}
      {total === null && (
        <details className="raw-value">
          <summary>
            <Trans comment="opens why the count is unavailable">why</Trans>
          </summary>
          <Trans>
            The server reported a count that is not a whole number: <LongText text={String(count.data)} limit={40} />
          </Trans>
        </details>
      )}
      {count.isError && (
        <button type="button" className="link-button" onClick={() => void count.refetch()} title={t`Retry loading the count`}>
          <Trans>Retry</Trans>
        </button>
      )}
    </div>
  )
}
