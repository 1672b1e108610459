import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '../../components/Alert'
import { useFormat } from '../../components/use-format'
import { useServices } from '../../shared/services'
import { Card } from '../../components/Card'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

export type Surface = 'public' | 'storage'
export type AddressProblem = { surface: Surface; problem: 'http' | 'userinfo' }

/** What in the configured addresses puts a credential at risk. */
export function addressProblems(addresses: Array<[surface: Surface, url: string]>): AddressProblem[] {
  return addresses.flatMap(([surface, url]) => {
    const parsed = new URL(url)
    const problems: AddressProblem[] = []
    if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname)) problems.push({ surface, problem: 'http' })
    if (parsed.username || parsed.password) problems.push({ surface, problem: 'userinfo' })
    return problems
  })
}

/** Each problem of each address, a whole sentence. */
const warnings: Record<Surface, Record<AddressProblem['problem'], MessageDescriptor>> = {
  public: {
    http: msg`The public API address uses http:, so the access token would travel unencrypted. Ask the operator for an https: address.`,
    userinfo: msg`The public API address holds a user name or password, readable by anyone who can open config.json.`,
  },
  storage: {
    http: msg`The storage API address uses http:, so the storage key would travel unencrypted. Ask the operator for an https: address.`,
    userinfo: msg`The storage API address holds a user name or password, readable by anyone who can open config.json.`,
  },
}

/** What this deployment's config.json says, read-only: the operator changes it, not the person. */
export function ConfigFacts() {
  const { config } = useServices()
  const { t, i18n } = useLingui()
  const f = useFormat()
  const seconds = f.count(config.requestTimeoutMs / 1000)
  const budget = f.bytes(config.resumeStorageBudgetMb * 1024 * 1024)
  // The addresses and the config's own values (an algorithm, a unit) are shown as config.json has them.
  const facts: Array<[string, string]> = [
    [t`Public API`, config.apiBaseUrl],
    [t`Storage API`, config.storageUrl],
    [t`Mock service`, config.mock ? t`on (in this browser)` : t({ message: 'off', comment: 'the mock service is off' })],
    [t`Checksum algorithm`, config.checksumAlgorithm],
    [t`Expiration unit`, config.expirationUnit],
    [t`Uploads at once`, f.count(config.uploadConcurrency)],
    [t`Request timeout`, t({ message: `${seconds} s`, comment: 'a time in seconds (the SI symbol)' })],
    [t`Kept to resume a send`, config.sendJournal ? t`copies of files up to ${budget}` : t`nothing (journal off)`],
  ]
  const problems = addressProblems([
    ['public', config.apiBaseUrl],
    ['storage', config.storageUrl],
  ])
  return (
    <Card id="config-heading" className="account-card" title={<Trans>Service addresses</Trans>}>
      <p className="hint">
        <Trans>
          Set in <code>config.json</code> next to the app; ask the operator to change them.
        </Trans>
      </p>
      {problems.length > 0 && (
        <Alert kind="error" title={t`These addresses are not safe for credentials`}>
          <ul>
            {problems.map(({ surface, problem }) => (
              <li key={`${surface}-${problem}`}>{i18n._(warnings[surface][problem])}</li>
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
    </Card>
  )
}
