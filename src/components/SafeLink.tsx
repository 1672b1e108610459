import { safeHttpUrl } from '../lib/format'

/** A link from a server: clickable only when it is http(s); otherwise shown as inert text. */
export function SafeLink({ href, children }: { href: string; children?: string }) {
  const safe = safeHttpUrl(href)
  if (!safe)
    return (
      <code className="unsafe-link" title="Not an http(s) address; not clickable">
        {href}
      </code>
    )
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children ?? href}
    </a>
  )
}
