import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { getCredentials } from '../../api/credentials'
import { clearCredentials } from '../../api/save-credentials'
import { revokeCarried } from '../../shared/page-carrier'
import { historyDb } from '../../lib/history-db'
import { historyScope } from '../../lib/history-scope'
import { forgetAllDrafts } from '../../lib/use-draft'
import { Card } from '../../components/Card'

/** What signing out did, a whole sentence each: with the history or not, or its clearing failed. */
const signedOut = {
  kept: msg`Signed out: the credentials and unsent drafts are forgotten in this browser.`,
  cleared: msg`Signed out: the credentials and unsent drafts are forgotten in this browser and this service's history.`,
  failed: msg`Signed out: the credentials and unsent drafts are forgotten in this browser; the history could not be cleared.`,
}

/** Forgets what this browser holds for the person: credentials, unsent drafts and, if asked, history. */
export function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient()
  const historyId = useId()
  const [withHistory, setWithHistory] = useState(false)
  const [said, setSaid] = useState<keyof typeof signedOut | null>(null)
  const { i18n } = useLingui()

  const signOut = async () => {
    // What the service worker carries with these credentials stops, and forgets them, first.
    await revokeCarried(getCredentials())
    clearCredentials()
    forgetAllDrafts()
    queryClient.clear()
    const history: keyof typeof signedOut = withHistory
      ? await historyDb.clear().then(
          () => 'cleared',
          () => 'failed',
        )
      : 'kept'
    historyScope.setAccount(undefined)
    onSignedOut()
    setSaid(history)
  }

  return (
    <Card id="sign-out-heading" className="account-card" title={<Trans>Sign out</Trans>}>
      <p className="hint">
        <Trans>Forget the credentials and any unsent form in this browser, for example on a shared computer.</Trans>
      </p>
      <label className="inline-choice" htmlFor={historyId}>
        <input id={historyId} type="checkbox" checked={withHistory} onChange={(e) => setWithHistory(e.target.checked)} />
        <Trans>Also forget this service’s history in this browser</Trans>
      </label>
      <div className="actions">
        <button type="button" className="danger" onClick={() => void signOut()}>
          <Trans comment="button">Sign out</Trans>
        </button>
      </div>
      <p role="status">{said && i18n._(signedOut[said])}</p>
    </Card>
  )
}
