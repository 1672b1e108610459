/**
 * `npm run i18n:check` (part of `npm test`): every catalog is whole and sound.
 * - Extracts the messages of src/ afresh (nothing written) and compares each catalog part with
 *   them: a message the sources use that a catalog lacks, or one a catalog keeps that no source
 *   uses any more, fails (`npm run i18n:extract` brings the catalogs up to date).
 * - Every language but English has a translation for every message, and each translation passes
 *   scripts/catalog-checks.ts: it parses, keeps the placeholders and tags, has its plural forms.
 * - A message found in two parts has one translation in both: at run time it is one id, and the
 *   part loaded last would win.
 */
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { problemsOf } from './catalog-checks'

const config = getConfig({ cwd: process.cwd() })
const failures: string[] = []
const counts: string[] = []
/** Per language, each message's translation and the part it was read from: a message in two parts is one at run time. */
const seen = new Map<string, Map<string, { translation: string; part: string }>>()

for (const catalog of await getCatalogs(config)) {
  const part = catalog.path.split('/').pop()!
  const extracted = (await catalog.collect()) ?? {}
  const used = new Set(Object.keys(extracted))
  for (const locale of config.locales) {
    const stored = await catalog.read(locale)
    if (!stored) {
      failures.push(`${locale}/${part}.po: missing (npm run i18n:extract)`)
      continue
    }
    const kept = Object.entries(stored).filter(([, m]) => !m.obsolete)
    for (const id of used)
      if (!(id in stored) || stored[id]!.obsolete)
        failures.push(`${locale}/${part}.po lacks "${extracted[id]!.message ?? id}" (npm run i18n:extract)`)
    for (const [id, m] of kept)
      if (!used.has(id))
        failures.push(`${locale}/${part}.po keeps "${m.message ?? id}", which no source uses (npm run i18n:extract)`)
    if (locale === config.sourceLocale || locale === config.pseudoLocale) continue
    let done = 0
    for (const [id, m] of kept) {
      if (!used.has(id)) continue
      const source = extracted[id]!.message ?? id
      if (!m.translation) {
        failures.push(`${locale}/${part}.po: no translation of "${source}"`)
        continue
      }
      done += 1
      const byId = seen.get(locale) ?? new Map<string, { translation: string; part: string }>()
      seen.set(locale, byId)
      const other = byId.get(id)
      if (other && other.translation !== m.translation)
        failures.push(
          `${locale}: "${source}" is "${other.translation}" in ${other.part}.po but "${m.translation}" in ${part}.po; at run time one id holds one translation (give the two a context if they must differ)`,
        )
      byId.set(id, { translation: m.translation, part })
      for (const problem of problemsOf(source, m.translation, locale))
        failures.push(`${locale}/${part}.po: "${m.translation}" (for "${source}"): ${problem}`)
    }
    counts.push(`${locale}/${part}: ${done} of ${used.size}`)
  }
}

console.log(`catalogs: ${counts.length} checked`)
if (failures.length) {
  for (const f of failures.slice(0, 200)) console.error(`  ${f}`)
  if (failures.length > 200) console.error(`  … and ${failures.length - 200} more`)
  // Per language, so that one language's work is seen whatever the others' state.
  const byLocale = new Map<string, number>()
  for (const f of failures) {
    const locale = /^(\S+?)[/:]/.exec(f)?.[1] ?? '?'
    byLocale.set(locale, (byLocale.get(locale) ?? 0) + 1)
  }
  console.error(`by language: ${[...byLocale].map(([l, n]) => `${l} ${n}`).join(', ')}`)
  console.error(`i18n:check: ${failures.length} problem(s)`)
  process.exit(1)
}
console.log('i18n:check: every catalog is whole and sound')
