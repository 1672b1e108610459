/**
 * `npm run i18n:extract`: brings every catalog up to date with the sources (`lingui extract
 * --clean`), keeping every translation a language already has even when its message moves from
 * one part to another (a component moved from a feature to src/components, a part split):
 * Lingui keeps translations only within a file. Translations are matched by message and context;
 * a message that gains a context keeps the translation it had in its part.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'

const root = join(import.meta.dirname, '../src/locales')
const key = (item: { msgctxt?: string | null; msgid: string }) => `${item.msgctxt ?? ''}\u0004${item.msgid}`
const files = () =>
  readdirSync(root).flatMap((locale) =>
    readdirSync(join(root, locale))
      .filter((f) => f.endsWith('.po'))
      .map((f) => ({ locale, path: join(root, locale, f) })),
  )

/** Per language: by message and context; and, for a message that gains a context, by part and message. */
const known = new Map<string, Map<string, string[]>>()
const inPart = new Map<string, string[]>()
for (const { locale, path } of files()) {
  const byKey = known.get(locale) ?? new Map<string, string[]>()
  for (const item of PO.parse(readFileSync(path, 'utf8')).items)
    if (item.msgstr.some((s) => s.trim())) {
      byKey.set(key(item), item.msgstr)
      if (!item.msgctxt) inPart.set(`${path}\u0004${item.msgid}`, item.msgstr)
    }
  known.set(locale, byKey)
}

execFileSync(join(import.meta.dirname, '../node_modules/.bin/lingui'), ['extract', '--clean'], { stdio: 'inherit' })

let carried = 0
for (const { locale, path } of files()) {
  const po = PO.parse(readFileSync(path, 'utf8'))
  let changed = false
  for (const item of po.items) {
    // A message given a context (to tell its uses apart) keeps what it was in this part.
    const found = known.get(locale)?.get(key(item)) ?? inPart.get(`${path}\u0004${item.msgid}`)
    if (found && !item.msgstr.some((s) => s.trim())) {
      item.msgstr = found
      changed = true
      carried += 1
    }
  }
  if (changed) writeFileSync(path, po.toString() + '\n')
}
if (carried) console.log(`i18n:extract: ${carried} translation(s) carried into the part their message moved to`)
