/*
 * Numbers, sizes and durations in the language shown (docs/i18n.md): `locale` is the app's
 * language code ('en', 'de', 'zh-Hans', 'ar'…); Intl writes them as that language does (1,500 or
 * 1.500 or ١٬٥٠٠; "1.5 MB" or "1,5 Mo"). Formatters are built once per language and kept: building
 * one costs a phone milliseconds (ICU data).
 */

/** The Intl locale of an app language: the pseudo-locale writes numbers as English does. */
export const intlLocale = (locale: string) => (locale === 'pseudo' ? 'en' : locale)

const formatters = new Map<string, unknown>()
/** One Intl formatter per kind, language and options, built on first use and kept. */
export function intlFormatter<T, O>(Kind: new (locale: string, options?: O) => T, locale: string, options: O): T {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`
  let found = formatters.get(key) as T | undefined
  if (!found) formatters.set(key, (found = new Kind(intlLocale(locale), options)))
  return found
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => intlFormatter(Intl.NumberFormat, locale, options)

/** A count as people of that language read it: 50,000 / 50.000 / ٥٠٬٠٠٠. */
export const formatCount = (n: number, locale: string) => numberFormat(locale, {}).format(n)

/** A whole percentage, 0 to 100, as the language writes it: 50% / 50 % / ٥٠٪. */
export const formatPercent = (percent: number, locale: string) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)

const units = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** 1 KB = 1024 bytes; one decimal above bytes, so "1.5 MB" ("1,5 Mo" in French); "—" for no size. */
export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return numberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes)
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = value >= 100 ? 0 : 1
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

/** A speed: the size moved per second ("512 KB/s"). */
export function formatSpeed(bytesPerSecond: number, locale: string): string {
  if (!Number.isFinite(bytesPerSecond) || bytesPerSecond < 0) return '—'
  return `${formatBytes(bytesPerSecond, locale)}/s`
}

const listFormat = (locale: string, options: Intl.ListFormatOptions) => intlFormatter(Intl.ListFormat, locale, options)

/** A time left or taken, in the language's units: "5 sec", "2 min 3 sec", "1 hr 4 min"; "—" for none. */
export function formatDuration(seconds: number, locale: string): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—'
  const unit = (value: number, unit: 'second' | 'minute' | 'hour') =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value)
  if (seconds < 60) return unit(Math.ceil(seconds), 'second')
  const m = Math.floor(seconds / 60)
  const parts =
    m < 60
      ? [unit(m, 'minute'), unit(Math.round(seconds % 60), 'second')]
      : [unit(Math.floor(m / 60), 'hour'), unit(m % 60, 'minute')]
  return listFormat(locale, { type: 'unit', style: 'narrow' }).format(parts)
}

/** Names in a list as the language joins them: "a, b, and c" / "a, b und c" / "a、b、c". */
export function formatList(items: readonly string[], locale: string, type: 'conjunction' | 'unit' = 'conjunction'): string {
  // No list or one name reads as itself in every language: no formatter built for it.
  if (items.length < 2) return items[0] ?? ''
  const list = listFormat(locale, { type, style: 'long' })
  // A unit list has no separator at all in Chinese ("abc") and only a space in Japanese ("a b"):
  // names would run together. Such a language joins a plain list as its narrow conjunction does
  // ("a、b、c").
  if (type === 'unit' && /^a ?b$/.test(list.format(['a', 'b'])))
    return listFormat(locale, { type: 'conjunction', style: 'narrow' }).format(items)
  return list.format(items)
}

/**
 * What goes between the items of a plain list in the language ("," in English, "،" in Arabic,
 * "、" in Japanese), for a list whose items are elements rather than text.
 */
export function listSeparator(locale: string): string {
  const joined = formatList(['\u0001', '\u0002', '\u0003'], locale, 'unit')
  return joined.slice(joined.indexOf('\u0001') + 1, joined.indexOf('\u0002'))
}

/**
 * Only http: and https: links from a server become clickable. A relative link is read against
 * `base` (the surface that sent it), as a browser would follow it.
 */
export function safeHttpUrl(value: string, base?: string): string | null {
  try {
    const url = new URL(value, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A count or size the server sent: a whole number of at least 0 that JavaScript holds exactly, else null. */
export function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null
}

/**
 * Direction controls (U+202A–202E, U+2066–2069, U+200E/200F, U+061C) let a name such as
 * "invoice\u202Efdp.exe" show as "invoiceexe.pdf". Shown as a visible marker instead, so a name
 * reads in the order its characters really have.
 */
export function visibleName(name: string): string {
  return name.replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, '\uFFFD')
}
