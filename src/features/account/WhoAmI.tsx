import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { hasToken } from '../../api/credentials'
import { useCredentials } from '../../api/use-credentials'
import { publicQueries } from '../../api/queries'
import { useServices } from '../../shared/services'
import { ErrorAlert } from '../../components/Alert'
import { useState } from 'react'
import { ValueList } from './ValueList'

/**
 * GET /me: whatever the service says about the token's owner, field by field. Read as the page
 * is, not said as it loads: the answer (or the error) is said only once the person asked again
 * with Refresh.
 */
export function WhoAmI() {
  const { publicApi } = useServices()
  const token = useCredentials(hasToken)
  const me = useQuery(publicQueries.me(publicApi, token))
  const { t } = useLingui()
  const [asked, setAsked] = useState(false)
  const refresh = () => {
    setAsked(true)
    void me.refetch()
  }
  return (
    <section className="card account-card" aria-labelledby="me-heading" aria-busy={me.isFetching}>
      <div className="row">
        <h2 id="me-heading" className="grow">
          <Trans>Who am I</Trans>
        </h2>
        <button type="button" className="secondary" onClick={refresh} disabled={!token || me.isFetching}>
          {me.isFetching ? <Trans>Loading…</Trans> : <Trans>Refresh</Trans>}
        </button>
      </div>
      <div aria-live={asked ? 'polite' : 'off'}>
        {!token ? (
          <p className="muted">
            <Trans>Enter the access token above to see whose account it opens.</Trans>
          </p>
        ) : (
          <>
            {me.isPending && !me.isError && (
              <p className="muted">
                <Trans>Asking the service who this access token belongs to…</Trans>
              </p>
            )}
            {me.isError && <ErrorAlert error={me.error} title={t`Could not load your account`} live={asked} />}
            {me.data && !me.isError && <ValueList value={me.data} />}
          </>
        )}
      </div>
    </section>
  )
}
