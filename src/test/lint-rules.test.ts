import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The messages `npm run lint` gives a new file with `code` at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const refused = expect.arrayContaining([expect.stringMatching(/^no-restricted-imports/)])

describe('npm run lint guards the layers', { timeout: 60_000 }, () => {
  it.each([
    ['refuses a feature importing the app shell', 'src/features/send/New.ts', "import { App } from '../../app/App'"],
    ['refuses a component importing the app shell', 'src/components/New.tsx', "import { Layout } from '../app/Layout'"],
    ['refuses shared code importing the app shell', 'src/shared/new.ts', "import { App } from '../app/App'"],
    ['refuses a feature importing another feature', 'src/features/send/New.ts', "import { x } from '../uploads/upload-form'"],
    ['refuses lib importing a feature', 'src/lib/new.ts', "import { x } from '../features/send/send-form'"],
    ['refuses api importing a feature', 'src/api/new.ts', "import { x } from '../features/send/send-form'"],
    ['refuses config importing a feature', 'src/config/new.ts', "import { x } from '../features/send/send-form'"],
    ['refuses a component importing a feature', 'src/components/New.tsx', "import { x } from '../features/send/send-form'"],
    ['refuses wouter outside the routing wrapper', 'src/features/send/New.tsx', "import { Link } from 'wouter'"],
    ['refuses wouter in the app shell', 'src/app/New.tsx', "import { useLocation } from 'wouter/use-browser-location'"],
    [
      'refuses an upload-queue internal',
      'src/features/send/New.ts',
      "import { createEntry } from '../../lib/upload-queue/entry'",
    ],
    [
      'refuses an upload-queue internal from the shell',
      'src/app/New.ts',
      "import type { Entry } from '../lib/upload-queue/entry'",
    ],
    [
      'refuses a feature importing another by the long way',
      'src/features/send/New.ts',
      "import { x } from '../../features/history/match'",
    ],
    [
      'refuses an upload-queue internal',
      'src/features/send/New.ts',
      "import { createEntry } from '../../lib/upload-queue/entry'",
    ],
    [
      'refuses an upload-queue internal from the shell',
      'src/app/New.ts',
      "import type { Entry } from '../lib/upload-queue/entry'",
    ],
    ['allows a feature using shared code', 'src/features/send/New.ts', "import { useServices } from '../../shared/services'"],
    [
      'allows the queue through its entry file',
      'src/features/send/New.ts',
      "import { percentOf } from '../../lib/upload-queue/upload-queue'",
    ],
    [
      'allows the app shell using a feature',
      'src/app/New.ts',
      "import { CountBadge } from '../features/consignments/CountBadge'",
    ],
    ['allows a feature using its own files', 'src/features/send/New.ts', "import { sendBatch } from './send-batch'"],
    [
      'allows the app shell using a feature',
      'src/app/New.ts',
      "import { CountBadge } from '../features/consignments/CountBadge'",
    ],
    ['allows the routing wrapper using wouter', 'src/shared/routing.tsx', "import { Link } from 'wouter'"],
    ['allows the queue using its own internals', 'src/lib/upload-queue/new.ts', "import { createEntry } from './entry'"],
    ['allows the entry point mounting the app', 'src/main.tsx', "import { App } from './app/App'"],
  ])('%s', async (what, file, code) => {
    const used = code.match(/\{ (?:type )?(\w+)/)![1]
    const messages = await lint(file, `${code}\nexport const used = [${used}]\n`)
    expect(messages).toEqual(what.startsWith('refuses') ? refused : [])
  })
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
