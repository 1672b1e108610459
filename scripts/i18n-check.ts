/**
 * `npm run i18n:check` (part of `npm test`): every catalog is whole and sound.
 * - Extracts the messages of src/ afresh (nothing written) and compares each catalog part with
 *   them: a message the sources use that a catalog lacks, or one a catalog keeps that no source
 *   uses any more, fails (`npm run i18n:extract` brings the catalogs up to date).
 * - Every language but English has a translation for every message, and each translation passes
 *   scripts/catalog-checks.ts: it parses, keeps the placeholders and tags, has its plural forms.
 * - A message found in two parts has one translation in both: at run time it is one id, and the
 *   part loaded last would win.
 * The verdict is scripts/catalog-compare.ts's, on the catalogs read here.
 */
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { catalogFailures, type Part } from './catalog-compare'

const config = getConfig({ cwd: process.cwd() })
const parts: Part[] = []
for (const catalog of await getCatalogs(config)) {
  const stored: Part['stored'] = {}
  for (const locale of config.locales) stored[locale] = (await catalog.read(locale)) ?? null
  parts.push({ part: catalog.path.split('/').pop()!, extracted: (await catalog.collect()) ?? {}, stored })
}
const { failures, counts } = catalogFailures(parts, config)

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
