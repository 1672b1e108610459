import type { ReactNode } from 'react'

/** Name and value pairs; those without a value are left out. */
export function Facts({ facts }: { facts: Array<[string, ReactNode]> }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== '')
  if (shown.length === 0) return null
  return (
    <dl className="history-facts">
      {shown.map(([name, value], i) => (
        <div key={`${name}-${i}`} className="history-fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
