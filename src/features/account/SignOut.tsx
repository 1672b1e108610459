import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { clearCredentials } from '../../api/save-credentials'
import { historyDb } from '../../lib/history-db'
import { historyScope } from '../../lib/history-scope'
import { forgetAllDrafts } from '../../lib/use-draft'

/** Forgets what this browser holds for the person: credentials, unsent drafts and, if asked, history. */
export function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient()
  const historyId = useId()
  const [withHistory, setWithHistory] = useState(false)
  const [said, setSaid] = useState('')

  const signOut = async () => {
    clearCredentials()
    forgetAllDrafts()
    queryClient.clear()
    let historyNote = ''
    if (withHistory)
      historyNote = await historyDb.clear().then(
        () => " and this service's history",
        () => '; the history could not be cleared',
      )
    historyScope.setAccount(undefined)
    onSignedOut()
    setSaid(`Signed out: the credentials and unsent drafts are forgotten in this browser${historyNote}.`)
  }

  return (
    <section className="card account-card" aria-labelledby="sign-out-heading">
      <h2 id="sign-out-heading">Sign out</h2>
      <p className="hint">Forget the credentials and any unsent form in this browser, for example on a shared computer.</p>
      <label className="inline-choice" htmlFor={historyId}>
        <input id={historyId} type="checkbox" checked={withHistory} onChange={(e) => setWithHistory(e.target.checked)} />
        Also forget this service’s history in this browser
      </label>
      <div className="actions">
        <button type="button" className="danger" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      <p role="status">{said}</p>
    </section>
  )
}
