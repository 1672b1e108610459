import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { i18n } from '../shared/i18n'

/**
 * What the operator is told when the app cannot start (src/start.tsx): rendered outside the app,
 * so with a language provider of its own (shown once the language's words are there). What
 * config.json's check says (`message`, `details`) is shown as it came; without a message, the app
 * could not start for another reason.
 */
export function ConfigErrorPage({ message, details }: { message?: string; details: string[] }) {
  return (
    <I18nProvider i18n={i18n}>
      <main className="page config-error">
        <h1>
          <Trans>The app is not configured</Trans>
        </h1>
        <div role="alert" className="alert alert-error">
          <p>{message ?? <Trans>The app could not start.</Trans>}</p>
          {details.length > 0 && (
            <ul>
              {details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </div>
        <p>
          <Trans>
            The operator sets <code>config.json</code> next to <code>index.html</code>: <code>apiBaseUrl</code>,{' '}
            <code>storageUrl</code>, <code>mock</code>, <code>checksumAlgorithm</code>, <code>expirationUnit</code>,{' '}
            <code>uploadConcurrency</code>, <code>requestTimeoutMs</code>, <code>resumeStorageBudgetMb</code>,{' '}
            <code>sendJournal</code>. See the README.
          </Trans>
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </main>
    </I18nProvider>
  )
}
