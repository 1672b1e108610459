import { useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { Link, useLocation } from '../../shared/routing'
import { authRequired } from '../../api/auth-required'
import { setCredentials } from '../../api/credentials'
import { AuthNoticeAlert } from './AuthNoticeAlert'
import { ConfigFacts } from './ConfigFacts'
import { CredentialsForm, type CredentialsInput } from './CredentialsForm'
import { WhoAmI } from './WhoAmI'

const pageNames: Record<string, string> = {
  '/': 'Send files',
  '/upload': 'Upload',
  '/consignments/new': 'Register',
  '/transfers/new': 'Transfer',
  '/history': 'History',
}

function returnPath(state: unknown): string | null {
  const to = state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : null
  // Only a path inside the app, never an address elsewhere or the settings page itself.
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && to !== '/settings' ? to : null
}

export default function SettingsPage() {
  const notice = useSyncExternalStore(authRequired.subscribe, authRequired.get)
  const location = useLocation()
  const returnTo = returnPath(location.state)
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState<{ remember: boolean; at: number } | null>(null)

  const save = (input: CredentialsInput) => {
    setCredentials(input)
    authRequired.clear()
    setSaved({ remember: input.remember, at: Date.now() })
    // Everything cached was fetched with the old credentials: drop it and ask again.
    void queryClient.resetQueries()
  }

  return (
    <>
      <h1>Settings</h1>
      {notice && <AuthNoticeAlert notice={notice} />}
      <section className="card account-card" aria-labelledby="credentials-heading">
        <h2 id="credentials-heading">Credentials</h2>
        <p className="hint">Issued by the service's operator. They stay in this browser.</p>
        <CredentialsForm onSave={save} />
        <div role="status" className="save-status">
          {saved && (
            <p key={saved.at} className="alert alert-success">
              Saved. {saved.remember ? 'Remembered on this device.' : 'Kept until this tab closes.'}
              {returnTo && (
                <>
                  {' '}
                  <Link to={returnTo}>Back to {pageNames[returnTo] ?? returnTo}</Link>
                </>
              )}
            </p>
          )}
        </div>
      </section>
      <WhoAmI />
      <ConfigFacts />
    </>
  )
}
