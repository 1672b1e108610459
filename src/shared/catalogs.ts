import type { Messages } from '@lingui/core'
import { initialLocale, type LocaleCode } from '../lib/locale'

/*
 * The catalogs' parts, fetched as they are needed (docs/i18n.md): per language one part for the
 * shell (every page's words) and one per feature, fetched with its page. Light on purpose: the
 * page loaders (src/app/pages.ts) import this before the first paint, long before Lingui itself
 * (src/shared/i18n.ts) has arrived, so a page and its words are fetched side by side.
 */
const modules = import.meta.env.DEV
  ? import.meta.glob<{ messages: Messages }>('../locales/*/*.po')
  : import.meta.glob<{ messages: Messages }>(['../locales/*/*.po', '!../locales/pseudo/*.po'])

/** The parts the app has needed so far: what a change of language must fetch again. */
export const neededParts = new Set<string>(['shell'])

const fetched = new Map<string, Promise<Messages>>()

/** The language being shown (or about to be): the one whose parts a page fetches. */
let current: LocaleCode | null = null
export const currentLocale = (): LocaleCode => (current ??= initialLocale(import.meta.env.DEV))
export const setCurrentLocale = (code: LocaleCode) => void (current = code)
/** For tests sharing one page (src/test/setup.ts): back to a first visit's, no language settled, only the shell needed. */
export function resetCatalogs() {
  current = null
  neededParts.clear()
  neededParts.add('shell')
}

/** One part of one language's catalog, fetched once. */
export function fetchPart(code: LocaleCode, part: string): Promise<Messages> {
  const key = `${code}/${part}`
  let found = fetched.get(key)
  if (!found) {
    const load = modules[`../locales/${key}.po`]
    found = load ? load().then((m) => m.messages) : Promise.reject(new Error(`no catalog ${key}`))
    fetched.set(key, found)
    // A failed fetch (a network blip) is asked again next time.
    found.catch(() => fetched.delete(key))
  }
  return found
}

let receive: ((code: LocaleCode, messages: Messages) => void) | null = null
const early: Array<[LocaleCode, Messages]> = []

/** Called by src/shared/i18n.ts: the parts that arrive are handed to Lingui (those that came before it too). */
export function onPart(handler: (code: LocaleCode, messages: Messages) => void) {
  receive = handler
  for (const [code, messages] of early.splice(0)) handler(code, messages)
}

/**
 * A feature's words (and the common pieces') in the language shown, fetched beside its page and handed to Lingui before
 * the page renders. Never rejects: a page whose words could not come shows them in English
 * (Lingui falls back to the source message in development, to the shell's in production).
 */
export async function wordsFor(part: string | null): Promise<void> {
  // Every page is built of the common pieces (src/components…): their words come with it.
  await Promise.all([...new Set(['common', part ?? 'common'])].map(fetchInto))
}

async function fetchInto(part: string) {
  neededParts.add(part)
  const code = currentLocale()
  const messages = await fetchPart(code, part).catch(() => null)
  if (!messages) return
  if (receive) receive(code, messages)
  else early.push([code, messages])
}
