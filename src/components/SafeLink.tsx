import { useLingui } from '@lingui/react/macro'
import { safeHttpUrl } from '../lib/format'

/**
 * A link from a server: clickable only when it is http(s) (a relative one read against `base`,
 * the surface that sent it); otherwise shown as inert text.
 */
export function SafeLink({ href, base, children }: { href: string; base?: string; children?: string }) {
  const { t } = useLingui()
  const safe = safeHttpUrl(href, base)
  if (!safe)
    return (
      <code className="unsafe-link" title={t`Not an http(s) address; not clickable`}>
        {href}
      </code>
    )
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children ?? safe}
    </a>
  )
}
