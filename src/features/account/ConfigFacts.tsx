import { useServices } from '../../shared/services'

/** What this deployment's config.json says, read-only: the operator changes it, not the person. */
export function ConfigFacts() {
  const { config } = useServices()
  const facts: Array<[string, string]> = [
    ['Public API', config.apiBaseUrl],
    ['Storage API', config.storageUrl],
    ['Mock service', config.mock ? 'on (in this browser)' : 'off'],
    ['Checksum algorithm', config.checksumAlgorithm],
    ['Expiration unit', config.expirationUnit],
    ['Uploads at once', String(config.uploadConcurrency)],
    ['Request timeout', `${config.requestTimeoutMs / 1000} s`],
  ]
  return (
    <section className="card account-card" aria-labelledby="config-heading">
      <h2 id="config-heading">Service addresses</h2>
      <p className="hint">
        Set in <code>config.json</code> next to the app; ask the operator to change them.
      </p>
      <dl className="facts">
        {facts.map(([name, value]) => (
          <div key={name} className="fact">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
