import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { formatLongDate, formatRelative, formatShortDate } from '../lib/dates'
import { formatBytes, formatCount, formatDuration, formatList, formatPercent, formatSpeed } from '../lib/format'

/**
 * Numbers, sizes, durations, dates and lists in the language shown (docs/i18n.md), for
 * components: `const f = useFormat(); f.bytes(size)`. Re-renders when the language changes.
 */
export function useFormat() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => formatterFor(locale), [locale])
}

/** The same, for code that is handed the language rather than rendering (words.ts, explain.ts). */
export function formatterFor(locale: string) {
  return {
    locale,
    count: (n: number) => formatCount(n, locale),
    /** a whole percentage, 0 to 100 */
    percent: (percent: number) => formatPercent(percent, locale),
    bytes: (n: number) => formatBytes(n, locale),
    speed: (n: number) => formatSpeed(n, locale),
    duration: (seconds: number) => formatDuration(seconds, locale),
    longDate: (date: Date) => formatLongDate(date, locale),
    shortDate: (date: Date) => formatShortDate(date, locale),
    relative: (date: Date, now: Date) => formatRelative(date, now, locale),
    list: (items: readonly string[], type?: 'conjunction' | 'unit') => formatList(items, locale, type),
  }
}

export type Format = ReturnType<typeof formatterFor>
