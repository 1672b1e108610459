import { LongText } from '../../components/LongText'

/** How far down nested objects are listed, and how many entries each: the rest as JSON on demand. */
const MAX_DEPTH = 4
const MAX_ENTRIES = 50

/** Any JSON value as text: objects as (nested) definition lists, arrays joined. */
export function ValueList({ value, depth = 0 }: { value: Record<string, unknown>; depth?: number }) {
  const entries = Object.entries(value)
  if (entries.length === 0) return <p className="muted">No details.</p>
  const rest = entries.slice(MAX_ENTRIES)
  return (
    <dl className="facts">
      {entries.slice(0, MAX_ENTRIES).map(([key, item]) => (
        <div key={key} className="fact">
          <dt>
            <LongText text={key} limit={80} />
          </dt>
          <dd>
            {isRecord(item) && depth + 1 < MAX_DEPTH ? (
              <ValueList value={item} depth={depth + 1} />
            ) : (
              <LongText text={asText(item)} />
            )}
          </dd>
        </div>
      ))}
      {rest.length > 0 && (
        <div className="fact">
          <dt>{rest.length} more</dt>
          <dd>
            <LongText text={asText(Object.fromEntries(rest))} limit={0} />
          </dd>
        </div>
      )}
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
    return value.length ? value.map((v) => (isRecord(v) || Array.isArray(v) ? json(v) : asText(v))).join(', ') : '(none)'
  if (isRecord(value)) return json(value)
  return String(value)
}

/** JSON of a value however deep; one that cannot be written out (too deep for the engine) says so. */
function json(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch {
    return '(too deeply nested to show)'
  }
}
