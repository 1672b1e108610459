/** Any JSON value as text: objects as (nested) definition lists, arrays joined. */
export function ValueList({ value }: { value: Record<string, unknown> }) {
  const entries = Object.entries(value)
  if (entries.length === 0) return <p className="muted">No details.</p>
  return (
    <dl className="facts">
      {entries.map(([key, item]) => (
        <div key={key} className="fact">
          <dt>{key}</dt>
          <dd>{isRecord(item) ? <ValueList value={item} /> : asText(item)}</dd>
        </div>
      ))}
    </dl>
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value))
    return value.length
      ? value.map((v) => (isRecord(v) || Array.isArray(v) ? JSON.stringify(v) : asText(v))).join(', ')
      : '(none)'
  if (isRecord(value)) return JSON.stringify(value)
  return String(value)
}
