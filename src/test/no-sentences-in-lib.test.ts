import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * Words for people belong to the interface (src/components, shared, features, app), where a
 * translation will find them; src/lib, src/api and src/config return codes and data. This reads
 * every string literal of those (tests aside, and the service contract's OpenAPI document, which
 * is written for developers) with each `${…}` as `{}`, and calls it words for a person when it
 *  - starts with a capitalised word and a space: "Waiting to upload.", "Uploaded; not…";
 *  - ends as a sentence does: "." or "…" after a word ("Sent."), or ":" with a space before it
 *    somewhere (so "http:" and "draft:" stay keys);
 *  - tells a number in words: `{}` then a lowercase word, "{} left", "{} of {} done".
 * A heuristic: a bare word ("registration") slips through, and a technical string it catches
 * goes on the list below with its reason.
 */
export function looksLikeWords(text: string): boolean {
  const t = text.trim()
  return (
    /^[A-Z][a-z]+[,;:]? /.test(t) ||
    /[\p{L}\d)%”}][.…]$/u.test(t) ||
    (/[\p{L})}]:$/u.test(t) && t.includes(' ')) ||
    /\{\} [a-z]{2,}/.test(t)
  )
}

/** What may stay though it looks like words, and why. */
const allowed: Record<string, string> = {
  'Bearer {}': 'api/public-api.ts: the Authorization header, read by the server',
  '{}, {} {}, {} at {}':
    "dates.ts: English's long date written by hand as Intl's en-US writes it (tested against Intl), so a first visit builds no DateTimeFormat",
}

/** The layers below the interface that are held to it, and the files of theirs that are not for people. */
const layers = ['src/lib', 'src/api', 'src/config']
const forDevelopers = /^src\/api\/openapi(-\w+)?\.ts$/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every string literal of the file but module names, as `line: text`. */
function literals(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { line: number; text: string }[] = []
  const add = (node: ts.Node, text: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text })
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text)
    else if (ts.isTemplateExpression(node))
      add(node, node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no sentence for a person is written in src/lib, src/api or src/config', () => {
  const all = layers
    .flatMap(sources)
    .filter((path) => !forDevelopers.test(path))
    .flatMap((path) => literals(path).map((l) => ({ path, ...l })))

  it('finds none outside the allowed list', () => {
    const words = all.filter((l) => looksLikeWords(l.text) && !(l.text in allowed))
    expect(words.map((l) => `${l.path}:${l.line}: ${l.text}`)).toEqual([])
  })

  it('keeps no allowed text that is gone from those layers', () => {
    const texts = new Set(all.map((l) => l.text))
    expect(Object.keys(allowed).filter((text) => !texts.has(text))).toEqual([])
  })

  it.each([
    ['Waiting to upload.', true],
    ['Sent.', true],
    ['Uploaded; not registered yet', true],
    ['Not a date: {}', true],
    ['“{}” is not one of the files this send still needs.', true],
    ['{} of {} done', true],
    ['{} left', true],
    ['https:', false],
    ['draft:', false],
    ['(hover: hover) and (pointer: fine)', false],
    ['ChecksumMismatchError', false],
    ['{} {}', false],
    ['not-needed', false],
  ])('reads %j as words: %s', (text, words) => {
    expect(looksLikeWords(text)).toBe(words)
  })
})
