import { formatter } from '@lingui/format-po'
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import type { Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/*
 * "No English left" for the e2e journey of every language (e2e/languages.spec.ts): the English of
 * the app's own catalogs (src/locales/en/*.po, read at test time, never a hand list), and what of
 * it a page still shows in another language.
 */

const po = formatter({ lineNumbers: false })

/** Spaces as a person sees them: a no-break or narrow no-break space (French "1 500") is a space. */
export const normalise = (text: string) => text.replace(/[\s\u00a0\u202f\u2007]+/g, ' ').trim()

/** One language's catalog, all parts: message id → the English source and this language's translation. */
export async function catalog(code: string): Promise<Map<string, { message: string; translation: string }>> {
  const dir = join('src/locales', code)
  const entries = new Map<string, { message: string; translation: string }>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const parsed = await po.parse(readFileSync(join(dir, file), 'utf8'), { locale: code, sourceLocale: 'en', filename: file })
    for (const [id, entry] of Object.entries(parsed))
      if (!entry.obsolete) entries.set(id, { message: entry.message ?? id, translation: entry.translation ?? '' })
  }
  return entries
}

/** A translation's own words and a person's: letters, not placeholders or punctuation. */
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** What a placeholder ({name}) can stand for in the page. */
const ANY = '[\\s\\S]*?'
/** What a plural's count (#) stands for: a number in any script's digits, grouped as it may be. */
const COUNT = '\\p{Nd}[\\p{Nd}.,\\u00a0\\u202f\\u066b\\u066c ]*'

/**
 * Every way the English message can read in the page, as regular expressions and the number of
 * letters of its own words: each choice of a plural or select taken, placeholders as anything,
 * tags (<0>…</0>) gone with their words kept.
 */
function readings(tokens: CompiledMessage): Array<{ pattern: string; letters: number }> {
  let ways = [{ pattern: '', letters: 0 }]
  for (const token of tokens) {
    let next: Array<{ pattern: string; letters: number }>
    // In a plural, the compiled message gives the count's `#` as a piece of its own.
    if (token === '#') next = [{ pattern: COUNT, letters: 0 }]
    else if (typeof token === 'string') {
      // A self-closing tag (<1/>) is an element of its own, with whatever it shows: anything.
      const pieces = token.split(/<\d+\/>/).map((piece) => {
        const bare = piece.replace(/<\/?\d+>/g, '')
        const text = normalise(bare)
        // Spaces at either end of a piece were squeezed by normalise: put one back where there was
        // one, tags aside ("</0> to <1/>" reads " to ": a word, not the end of "almacenamiento").
        const lead = /^\s/.test(bare) && text ? ' ' : ''
        const trail = /\s$/.test(bare) && text ? ' ' : ''
        return { pattern: escape(lead + text + trail), letters: letters(text) }
      })
      next = [
        {
          pattern: pieces.map((p) => p.pattern).join(ANY),
          letters: pieces.reduce((sum, p) => sum + p.letters, 0),
        },
      ]
    } else {
      const [, kind, choices] = token
      next =
        choices && typeof choices === 'object' && (kind === 'plural' || kind === 'select' || kind === 'selectordinal')
          ? Object.entries(choices as Record<string, CompiledMessage>)
              .filter(([key]) => key !== 'offset')
              .flatMap(([, choice]) => readings(choice))
          : [{ pattern: ANY, letters: 0 }]
    }
    ways = ways.flatMap((way) => next.map((n) => ({ pattern: way.pattern + n.pattern, letters: way.letters + n.letters })))
    // A message of many plurals would multiply: its first readings are enough to recognise it.
    ways = ways.slice(0, 64)
  }
  return ways
}

export type EnglishWords = { find: (texts: Iterable<string>) => string[]; messages: number }

/**
 * The English messages that must not be seen in `code`: all of the English catalog but those
 * whose translation is the English itself (a brand, "OK", "PDF": that language's own catalog says
 * so). An untranslated message (empty msgstr) is shown in English, so it counts.
 */
export async function englishLeft(code: string): Promise<EnglishWords> {
  const [english, own] = await Promise.all([catalog('en'), catalog(code)])
  const patterns: Array<{ message: string; test: RegExp }> = []
  for (const [id, { message, translation }] of english) {
    const source = translation || message
    if (own.get(id)?.translation === source) continue
    for (const way of readings(compileMessageOrThrow(source)))
      // Fewer than two letters of its own ("{name} ({size})", "#%"), or than four beside something
      // that stands for anything ("To <0/>": Polish "To urządzenie" is "this device"): nothing
      // tells it from other text.
      if (way.letters >= (way.pattern.includes(ANY) ? 4 : 2))
        patterns.push({ message: source, test: new RegExp(`^${way.pattern.trim()}$`, 'u') })
  }
  const any = new RegExp(patterns.map((p) => `(?:${p.test.source})`).join('|') || '(?!)', 'u')
  return {
    messages: patterns.length,
    find: (texts) => {
      const found = new Set<string>()
      for (const text of texts)
        if (text.length <= 600 && any.test(text)) found.add(`"${text}" (${patterns.find((p) => p.test.test(text))?.message})`)
      return [...found]
    },
  }
}

/**
 * Everything a person can read or hear in the page now: each shown element's text (and each of its
 * lines), the names, titles, placeholders and alternatives of elements, the options of lists and
 * the tab's title, spaces normalised.
 */
export function wordsInPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const norm = (text: string) => text.replace(/[\s\u00a0\u202f\u2007]+/g, ' ').trim()
    const found = new Set<string>([norm(document.title)])
    const add = (text: string | null | undefined) => {
      if (!text) return
      found.add(norm(text))
      for (const line of text.split('\n')) found.add(norm(line))
    }
    const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt']
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      if (el instanceof HTMLElement) add(el.innerText)
      for (const name of attributes) add(el.getAttribute(name))
      if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) add(el.value)
      if (el instanceof HTMLSelectElement) for (const option of el.options) add(option.text)
    }
    found.delete('')
    return [...found]
  })
}
