import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from '../../shared/routing'
import { authRequired } from '../../api/auth-required'
import { credentialsKept, nothingEntered, useCredentials, type Kept } from '../../api/credentials'
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
import { AppStatus } from '../../shared/AppStatus'

const keptText: Record<Kept, string> = {
  device: 'Remembered on this device.',
  tab: 'Kept until this tab closes.',
  memory: 'Kept only until reload: this browser refuses to store them.',
}

export default function SettingsPage() {
  const notice = authRequired.use()
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

  const save = (input: CredentialsInput) => {
    const kept = setCredentials(input)
    authRequired.clear()
    setSaved({ kept, at: Date.now() })
    // Everything cached was fetched with the old credentials: drop it and ask again.
    void queryClient.resetQueries()
  }

  return (
    <>
      <AppStatus />
      <h1>Settings</h1>
      {welcome ? <Welcome /> : notice && <AuthNoticeAlert notice={notice} />}
      <section className="card account-card" aria-labelledby="credentials-heading">
        <h2 id="credentials-heading">Credentials</h2>
        <p className="hint">Issued by the service's operator. They stay in this browser.</p>
        {blocked && (
          <Alert kind="info">
            This browser refuses to store anything for this site, so the credentials are kept only until reload.
          </Alert>
        )}
        <CredentialsForm key={formKey} onSave={save} />
        <div role="status" className="save-status">
          {saved && (
            <p key={saved.at} className="alert alert-success">
              Saved. {keptText[saved.kept]}
              {returnTo && (
                <>
                  {' '}
                  <BackLink page={returnTo} />
                </>
              )}
            </p>
          )}
        </div>
      </section>
      <WhoAmI />
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
