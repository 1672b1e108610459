import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatterFor } from '../../components/use-format'
import type { ExpirationUnit } from '../../config/schema'

/**
 * When a transfer expires, in the language shown. The number sent is only meaningful with the
 * unit it was encoded in (config.expirationUnit): a time, or a count of days, hours or seconds.
 */
export function formatExpiration(value: number, unit: ExpirationUnit, sentAt: number, i18n: I18n, now = Date.now()): string {
  const f = formatterFor(i18n.locale)
  const date = (ms: number) => f.shortDate(new Date(ms))
  if (unit === 'unix-seconds' || unit === 'unix-ms') {
    // A time: said with how far it is from now ("in 6 days", "2 hours ago"), as the language says it.
    const at = unit === 'unix-seconds' ? value * 1000 : value
    const when = date(at)
    const relative = f.relative(new Date(at), new Date(now))
    return i18n._(
      msg({ message: `${when} (${relative})`, comment: 'when a transfer expires: a date, then how far it is from now' }),
    )
  }
  const hours = { days: 24, hours: 1, seconds: 1 / 3600 } as const
  const when = date(sentAt + value * hours[unit] * 3_600_000)
  const after = {
    days: msg`${when} (${plural(value, { one: '# day after sending', other: '# days after sending' })})`,
    hours: msg`${when} (${plural(value, { one: '# hour after sending', other: '# hours after sending' })})`,
    seconds: msg`${when} (${plural(value, { one: '# second after sending', other: '# seconds after sending' })})`,
  }
  return i18n._(after[unit])
}
