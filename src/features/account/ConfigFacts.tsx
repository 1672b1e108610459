import { Alert } from '../../components/Alert'
import { useServices } from '../../shared/services'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** What in the configured addresses puts a credential at risk, in words. */
export function addressWarnings(addresses: Array<[surface: string, url: string, credential: string]>): string[] {
  return addresses.flatMap(([surface, url, credential]) => {
    const parsed = new URL(url)
    const warnings: string[] = []
    if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname))
      warnings.push(
        `The ${surface} address uses http:, so the ${credential} would travel unencrypted. Ask the operator for an https: address.`,
      )
    if (parsed.username || parsed.password)
      warnings.push(`The ${surface} address holds a user name or password, readable by anyone who can open config.json.`)
    return warnings
  })
}

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
    [
      'Kept to resume a send',
      config.sendJournal ? `copies of files up to ${config.resumeStorageBudgetMb} MB` : 'nothing (journal off)',
    ],
  ]
  const warnings = addressWarnings([
    ['public API', config.apiBaseUrl, 'access token'],
    ['storage API', config.storageUrl, 'storage key'],
  ])
  return (
    <section className="card account-card" aria-labelledby="config-heading">
      <h2 id="config-heading">Service addresses</h2>
      <p className="hint">
        Set in <code>config.json</code> next to the app; ask the operator to change them.
      </p>
      {warnings.length > 0 && (
        <Alert kind="error" title="These addresses are not safe for credentials">
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
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
