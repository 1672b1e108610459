/**
 * What `npm run i18n:check` asks of every translation (scripts/i18n-check.ts), as pure functions
 * so their own tests can give them broken messages (scripts/catalog-checks.test.ts).
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'

type Shape = { placeholders: Set<string>; tags: Set<string>; plurals: Array<{ name: string; kind: string; forms: string[] }> }

/** The parts of a message a translation must keep: its placeholders, its tags (<0>…</0>) and its plurals. */
export function shapeOf(message: string): Shape {
  const shape: Shape = { placeholders: new Set(), tags: new Set(), plurals: [] }
  const walk = (tokens: CompiledMessage) => {
    for (const token of typeof tokens === 'string' ? [tokens] : tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) shape.tags.add(tag[0])
        continue
      }
      const [name, kind, choices] = token as [string, string?, Record<string, CompiledMessage>?]
      if (name !== '#') shape.placeholders.add(name)
      if (choices && (kind === 'plural' || kind === 'selectordinal' || kind === 'select')) {
        // Lingui's compiled choices carry an `offset` beside the forms.
        const forms = Object.entries(choices).filter(
          ([, choice]) => choice !== undefined && (typeof choice === 'string' || Array.isArray(choice)),
        )
        shape.plurals.push({ name, kind, forms: forms.map(([form]) => form).filter((f) => f !== 'offset') })
        for (const [, choice] of forms) walk(choice)
      }
    }
  }
  walk(compileMessageOrThrow(message))
  return shape
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x))

/**
 * What is wrong with `translation` of `source` in `locale`, in words for the developer: broken ICU
 * syntax, a placeholder or tag lost or invented, or a plural without a form the language's CLDR
 * rules need (Polish: one, few, many, other; Arabic: zero, one, two, few, many, other).
 */
export function problemsOf(source: string, translation: string, locale: string): string[] {
  let want: Shape
  let got: Shape
  try {
    want = shapeOf(source)
  } catch (error) {
    return [`the English message does not parse: ${(error as Error).message.split('\n')[0]}`]
  }
  try {
    got = shapeOf(translation)
  } catch (error) {
    return [`does not parse: ${(error as Error).message.split('\n')[0]}`]
  }
  const problems: string[] = []
  if (!sameSet(want.placeholders, got.placeholders))
    problems.push(`placeholders {${[...got.placeholders].join('}, {')}} instead of {${[...want.placeholders].join('}, {')}}`)
  if (!sameSet(want.tags, got.tags)) problems.push(`tags ${[...got.tags].join(' ')} instead of ${[...want.tags].join(' ')}`)
  const categories = new Intl.PluralRules(locale === 'zh-Hans' ? 'zh' : locale).resolvedOptions().pluralCategories
  for (const plural of got.plurals.filter((p) => p.kind === 'plural')) {
    const missing = categories.filter((c) => !plural.forms.includes(c))
    if (missing.length) problems.push(`plural {${plural.name}} lacks the form(s) ${missing.join(', ')} that ${locale} needs`)
    if (!plural.forms.includes('other')) problems.push(`plural {${plural.name}} lacks "other"`)
  }
  return problems
}
