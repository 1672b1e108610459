/**
 * `npm run quick`: the loop while working, not the whole truth (`npm test` is). Lint and format
 * of the files changed since the last commit (and new ones), the type check, and the unit tests
 * of what changed: each changed test file, and the tests beside each changed source file
 * (`x.ts` → `x.test.ts`, `x.*.test.ts`), side by side. `vitest related <file>` follows every
 * import instead: wider, and minutes for a file the whole app uses. Says how long it took.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'

const started = performance.now()
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])]
  .filter((file) => existsSync(file))
  .filter((file) => /\.(ts|tsx|js|mjs|json|css|md)$/.test(file))
const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
const isTest = (file: string) => /\.test\.tsx?$/.test(file)
/** The tests of a changed file: itself if it is one, else those named after it in its folder. */
const testsOf = (file: string) => {
  if (isTest(file)) return [file]
  const stem = basename(file).replace(/\.(ts|tsx)$/, '')
  return readdirSync(dirname(file))
    .filter((name) => isTest(name) && (name.startsWith(`${stem}.test.`) || name.startsWith(`${stem}.`)))
    .map((name) => join(dirname(file), name))
}
const tests = [...new Set(code.filter((file) => file.startsWith('src/')).flatMap(testsOf))]

/** Runs a tool of node_modules/.bin, its output as it comes; resolves to whether it passed. */
const run = (tool: string, args: string[]) =>
  new Promise<boolean>((resolve) =>
    spawn(`node_modules/.bin/${tool}`, args, { stdio: 'inherit' }).on('exit', (status) => resolve(status === 0)),
  )

console.log(changed.length ? `changed: ${changed.join(', ')}` : 'nothing changed since the last commit: types only')
const checks: Array<Promise<boolean>> = [run('tsc', ['-b'])]
if (code.length) checks.push(run('eslint', code))
if (changed.length) checks.push(run('prettier', ['--check', ...changed]))
if (tests.length) checks.push(run('vitest', ['run', ...tests]))
const passed = (await Promise.all(checks)).every(Boolean)
console.log(
  `\nquick: ${passed ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s (npm test is the whole truth)`,
)
process.exitCode = passed ? 0 : 1
