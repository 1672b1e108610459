import { i18n } from '@lingui/core'
import { directionOf, rememberLocale, type LocaleCode } from '../lib/locale'
import { currentLocale, fetchPart, neededParts, onPart, setCurrentLocale } from './catalogs'

/*
 * The language the app speaks (docs/i18n.md). Only the active language's catalog is loaded, and of
 * it only the parts the pages opened so far need (src/shared/catalogs.ts). start.tsx activates the
 * first language before the app's first render, side by side with config.json, so nothing is ever
 * shown in another language.
 */
onPart((code, messages) => {
  if (code === currentLocale()) i18n.load(code, messages)
})

/** `<html lang dir>` for the language (index.html's inline script set them for the first paint already). */
function applyToDocument(code: LocaleCode) {
  const html = document.documentElement
  html.lang = code === 'pseudo' ? 'en-XA' : code
  html.dir = directionOf(code)
}

/** Fetches the language's parts the app needs so far, then switches to it. */
export async function activateLocale(code: LocaleCode) {
  setCurrentLocale(code)
  const parts = await Promise.all([...neededParts].map((part) => fetchPart(code, part)))
  if (currentLocale() !== code) return // another language was chosen meanwhile
  for (const messages of parts) i18n.load(code, messages)
  i18n.activate(code)
  applyToDocument(code)
}

/** The language the app opens in, loaded: the remembered choice or the browser's best match. */
export async function activateInitialLocale() {
  const code = currentLocale()
  // A catalog that cannot be fetched (a deployment half replaced) leaves the app in English rather than wordless.
  await activateLocale(code).catch((error: unknown) => (code === 'en' ? Promise.reject(error) : activateLocale('en')))
}

/** The person chose a language (the menu, Settings): it is loaded, shown and remembered on this device. */
export async function chooseLanguage(code: LocaleCode) {
  await activateLocale(code)
  rememberLocale(code)
}

export { i18n }
