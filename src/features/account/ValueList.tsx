import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { LongText } from '../../components/LongText'
import { formatterFor } from '../../components/use-format'

/** How far down nested objects are listed, and how many entries each: the rest as JSON on demand. */
const MAX_DEPTH = 4
const MAX_ENTRIES = 50

/** Any JSON value as text: objects as (nested) definition lists, arrays joined. */
export function ValueList({ value, depth = 0 }: { value: Record<string, unknown>; depth?: number }) {
  const { i18n } = useLingui()
  const entries = Object.entries(value)
  if (entries.length === 0)
    return (
      <p className="muted">
        <Trans>No details.</Trans>
      </p>
    )
  const rest = entries.slice(MAX_ENTRIES)
  const more = rest.length
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
              <LongText text={asText(item, i18n)} />
            )}
          </dd>
        </div>
      ))}
      {more > 0 && (
        <div className="fact">
          <dt>
            <Plural value={more} one="# more" other="# more" />
          </dt>
          <dd>
            <LongText text={asText(Object.fromEntries(rest), i18n)} limit={0} />
          </dd>
        </div>
      )}
    </dl>
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value of the service's as text: its strings and numbers as they came, the rest in the language shown. */
export function asText(value: unknown, i18n: I18n): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'boolean') return i18n._(value ? msg`yes` : msg`no`)
  if (Array.isArray(value))
    return value.length
      ? formatterFor(i18n.locale).list(
          value.map((v) => (isRecord(v) || Array.isArray(v) ? json(v, i18n) : asText(v, i18n))),
          'unit',
        )
      : i18n._(msg({ message: '(none)', comment: 'an empty list the service sent' }))
  if (isRecord(value)) return json(value, i18n)
  return String(value)
}

/** JSON of a value however deep; one that cannot be written out (too deep for the engine) says so. */
function json(value: unknown, i18n: I18n): string {
  try {
    return JSON.stringify(value)
  } catch {
    return i18n._(msg`(too deeply nested to show)`)
  }
}
