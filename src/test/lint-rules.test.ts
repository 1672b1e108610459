import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import cases from './lint-cases.json'

const eslint = new ESLint({ cwd: process.cwd() })

/** The messages `npm run lint` gives a new file with `code` at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const refusedBy = (rule: string) => expect.arrayContaining([expect.stringMatching(new RegExp(`^${rule}: `))])

/**
 * A case's `file` may be one that exists: its text is then replaced by `code` for the lint, while
 * the files it imports are read from disk. That is how a cycle is planted without writing a file:
 * `code` imports a module that already imports `file`. A case that only imports is given a use of
 * what it imports (an unused import is refused too); one that is a component uses its own. A case
 * refused by another rule than no-restricted-imports names it (`rule`).
 */
describe('npm run lint guards the layers and the words', { timeout: 60_000 }, () => {
  it.each<{ case: string; file: string; code: string; rule?: string }>(cases)(
    '$case',
    async ({ case: what, file, code, rule }) => {
      const onlyImports = code.split('\n').every((line) => line.startsWith('import '))
      const used = onlyImports ? `\nexport const used = [${code.match(/\{ (?:type )?(\w+)/)![1]}]` : ''
      const messages = await lint(file, `${code}${used}\n`)
      expect(messages).toEqual(what.startsWith('refuses') ? refusedBy(rule ?? 'no-restricted-imports') : [])
    },
  )
})

describe('npm run lint refuses unformatted code', () => {
  it('prettier --check fails on a file in the wrong style and passes it once formatted', async () => {
    const filepath = 'src/lib/new.ts'
    const options = { ...(await prettier.resolveConfig(filepath)), filepath }
    const messy = 'export const  x = {a:1,\n    b:"two"};\n'
    expect(await prettier.check(messy, options)).toBe(false)
    expect(await prettier.check(await prettier.format(messy, options), options)).toBe(true)
  })
})
