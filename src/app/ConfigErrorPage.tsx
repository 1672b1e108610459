export function ConfigErrorPage({ message, details }: { message: string; details: string[] }) {
  return (
    <main className="page config-error">
      <h1>The app is not configured</h1>
      <div role="alert" className="alert alert-error">
        <p>{message}</p>
        {details.length > 0 && (
          <ul>
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        )}
      </div>
      <p>
        The operator sets <code>config.json</code> next to <code>index.html</code>: <code>apiBaseUrl</code>,{' '}
        <code>storageUrl</code>, <code>mock</code>, <code>checksumAlgorithm</code>, <code>expirationUnit</code>,{' '}
        <code>uploadConcurrency</code>, <code>requestTimeoutMs</code>, <code>resumeStorageBudgetMb</code>,{' '}
        <code>sendJournal</code>. See the README.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  )
}
