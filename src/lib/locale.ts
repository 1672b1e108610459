import { chooseLocale } from './locale-choice'

/**
 * The languages the app speaks, each named in its own language (how a person looks for theirs in
 * a list), and the direction it is written in. `pseudo` (accented, longer) exists only in
 * development, to show at a glance what is clipped or not translated.
 */
export const locales = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const

export const pseudoLocale = { code: 'pseudo', name: 'Ƥşeuđo', dir: 'ltr' } as const

export type LocaleCode = (typeof locales)[number]['code'] | typeof pseudoLocale.code

/** Where the person's choice is kept on this device. */
export const LOCALE_KEY = 'consign.locale'

/** The languages to choose from: the eight, and the pseudo-locale in development. */
export const availableLocales = (dev: boolean) => (dev ? [...locales, pseudoLocale] : [...locales])

export const localeCodes = (dev: boolean): LocaleCode[] => availableLocales(dev).map((l) => l.code)

export const rtlLocales: readonly string[] = locales.filter((l) => l.dir === 'rtl').map((l) => l.code)

export const directionOf = (code: string): 'ltr' | 'rtl' => (rtlLocales.includes(code) ? 'rtl' : 'ltr')

function stored(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY)
  } catch {
    return null
  }
}

/** The language the app opens in: the person's remembered choice, else the browser's best match, else English. */
export function initialLocale(dev: boolean): LocaleCode {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages || [navigator.language]
  return chooseLocale(stored(), languages, localeCodes(dev)) as LocaleCode
}

/** Remembers the person's choice on this device (a refused storage only forgets it). */
export function rememberLocale(code: LocaleCode) {
  try {
    localStorage.setItem(LOCALE_KEY, code)
  } catch {
    // Nothing to do: the choice holds for this visit.
  }
}

export { chooseLocale }
