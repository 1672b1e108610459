import type { I18n } from '@lingui/core'
import { msg, plural as pluralOf } from '@lingui/core/macro'
import { formatterFor } from './use-format'

/** "a, b, c and 12 more": the first `shown` of a list, and how many it leaves out, in the language shown. */
export function firstOf(i18n: I18n, items: readonly string[], shown: number) {
  const f = formatterFor(i18n.locale)
  const more = items.length - shown
  if (more <= 0) return f.list(items, 'unit')
  const list = f.list(items.slice(0, shown), 'unit')
  return i18n._(msg`${pluralOf(more, { one: `${list} and # more`, other: `${list} and # more` })}`)
}

/** Under an id the page just got, when this browser's history could not keep it: `i18n._(notKeptInHistory)`. */
export const notKeptInHistory = msg`It could not be kept in this browser’s history, so note the id.`
