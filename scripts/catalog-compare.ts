/**
 * The whole of `npm run i18n:check`'s verdict (scripts/i18n-check.ts) on catalogs already read, as
 * a pure function, so its tests give it catalogs in memory (scripts/catalog-compare.test.ts): a
 * message the sources use that a catalog lacks, one a catalog keeps that no source uses, a
 * translation missing or unsound (scripts/catalog-checks.ts), one message translated two ways.
 */
import { problemsOf } from './catalog-checks'

/** One catalog part: the messages its sources use, and each language's file (null: no file). */
export type Part = {
  part: string
  extracted: Record<string, { message?: string }>
  stored: Record<string, Record<string, { message?: string; translation?: string; obsolete?: boolean }> | null>
}
export type Languages = { locales: readonly string[]; sourceLocale?: string; pseudoLocale?: string }

export function catalogFailures(parts: readonly Part[], { locales, sourceLocale, pseudoLocale }: Languages) {
  const failures: string[] = []
  const counts: string[] = []
  /** Per language, each message's translation and the part it was read from: a message in two parts is one at run time. */
  const seen = new Map<string, Map<string, { translation: string; part: string }>>()

  for (const { part, extracted, stored: files } of parts) {
    const used = new Set(Object.keys(extracted))
    for (const locale of locales) {
      const stored = files[locale]
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
      if (locale === sourceLocale || locale === pseudoLocale) continue
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
  return { failures, counts }
}
