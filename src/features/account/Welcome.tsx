import { Trans } from '@lingui/react/macro'
import { Card } from '../../components/Card'

/**
 * A first visit (no credential entered yet), before the form: what the two credentials are, what
 * each is for and who gives them. Not an error: nothing has gone wrong, nothing was asked of the
 * service.
 */
export function Welcome() {
  return (
    <Card id="welcome-heading" className="account-card welcome" title={<Trans>Welcome</Trans>}>
      <p>
        <Trans>
          This app sends your files through a file service. To do that it needs two credentials from that service. Enter them in
          the form below, once: they stay in this browser.
        </Trans>
      </p>
      <dl className="welcome-terms">
        <dt>
          <Trans>Access token</Trans>
        </dt>
        <dd>
          <Trans>
            Opens your account on the service’s public API, which registers your files and sends them to the people you choose.
          </Trans>
        </dd>
        <dt>
          <Trans>Storage key</Trans>
        </dt>
        <dd>
          <Trans>Lets this app upload your files to the service’s storage and make download links for them.</Trans>
        </dd>
      </dl>
      <p>
        <Trans>
          <strong>Where to get them:</strong> from the operator of the service, its administrator or whoever gave you this app’s
          address. This app cannot create them.
        </Trans>
      </p>
    </Card>
  )
}
