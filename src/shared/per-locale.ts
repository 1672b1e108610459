import type { I18n } from '@lingui/core'

/**
 * Something made of a language's words that is costly to make on every render (a form's checks,
 * whose messages are in the language shown): made once per language, on first use.
 */
export function perLocale<T>(build: (i18n: I18n) => T): (i18n: I18n) => T {
  const built = new Map<string, T>()
  return (i18n) => {
    let found = built.get(i18n.locale)
    if (found === undefined) built.set(i18n.locale, (found = build(i18n)))
    return found
  }
}
