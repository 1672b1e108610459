import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useLocation } from '../../shared/routing'
import { authRequired } from '../../api/auth-required'
import { credentialsKept, nothingEntered, type Kept } from '../../api/credentials'
import { useCredentials } from '../../api/use-credentials'
import { setCredentials } from '../../api/save-credentials'
import { Alert } from '../../components/Alert'
import { ownPage } from '../../shared/routes'
import { BackLink } from '../../shared/BackLink'
import { SignOut } from './SignOut'
import { AuthNoticeAlert } from './AuthNoticeAlert'
import { ConfigFacts } from './ConfigFacts'
import { CredentialsForm, type CredentialsInput } from './CredentialsForm'
import { Welcome } from './Welcome'
import { WhoAmI } from './WhoAmI'
import { PageHead } from '../../shared/PageHead'
import { LanguagePicker } from '../../shared/LanguagePicker'
import { Card } from '../../components/Card'

/** Said once the credentials are saved: where they are kept. */
const savedText = {
  device: msg`Saved. Remembered on this device.`,
  tab: msg`Saved. Kept until this tab closes.`,
  memory: msg`Saved. Kept only until reload: this browser refuses to store them.`,
} satisfies Record<Kept, unknown>

export default function SettingsPage() {
  const notice = useStore(authRequired.notice)
  const location = useLocation()
  const state = location.state
  const back = ownPage(state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : null)
  const returnTo = back && back.path !== '/settings' ? back : null
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState<{ kept: Kept; at: number } | null>(null)
  const [blocked] = useState(() => credentialsKept() === 'memory')
  const [formKey, setFormKey] = useState(0)
  // Nothing entered (a first visit, or after signing out): welcomed, not told of a refusal.
  const welcome = useCredentials(nothingEntered)
  const { i18n } = useLingui()

  const save = (input: CredentialsInput) => {
    const kept = setCredentials(input)
    authRequired.clear()
    setSaved({ kept, at: Date.now() })
    // Everything cached was fetched with the old credentials: drop it and ask again.
    void queryClient.resetQueries()
  }

  return (
    <>
      <PageHead title={<Trans>Settings</Trans>} />
      {welcome ? <Welcome /> : notice && <AuthNoticeAlert notice={notice} />}
      <Card id="credentials-heading" className="account-card" title={<Trans>Credentials</Trans>}>
        <p className="hint">
          <Trans>Issued by the service's operator. They stay in this browser.</Trans>
        </p>
        {blocked && (
          <Alert kind="info">
            <Trans>This browser refuses to store anything for this site, so the credentials are kept only until reload.</Trans>
          </Alert>
        )}
        <CredentialsForm key={formKey} onSave={save} />
        <div role="status" className="save-status">
          {saved && (
            <p key={saved.at} className="alert alert-success">
              {i18n._(savedText[saved.kept])}
              {returnTo && (
                <>
                  {' '}
                  <BackLink page={returnTo} />
                </>
              )}
            </p>
          )}
        </div>
      </Card>
      <WhoAmI />
      <Card id="device-heading" className="account-card" title={<Trans>This device</Trans>}>
        <p className="hint">
          <Trans>Remembered in this browser.</Trans>
        </p>
        <LanguagePicker />
      </Card>
      <ConfigFacts />
      <SignOut
        onSignedOut={() => {
          // A refusal of the credentials just forgotten no longer says anything.
          authRequired.clear()
          setSaved(null)
          setFormKey((k) => k + 1)
        }}
      />
    </>
  )
}
