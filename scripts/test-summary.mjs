// Sums the JSON reports of vitest and Playwright into the line CI reads: "N passed, N failed",
// after one line per engine of the cross-engine suite: "firefox: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

let passed = 0
let failed = 0
let skipped = 0
const missing = []
/** What failed, named, with the first line of its error: the end of CI's log is often all there is to read. */
const failures = []
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l) ?? ''

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : (missing.push(path), null))

const addUnit = (report, label) => {
  if (!report) return
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
  for (const file of report.testResults ?? []) {
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed')
        failures.push(`${label}: ${relative(process.cwd(), file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
    // A file that failed to load has no failed test of its own.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`${label}: ${relative(process.cwd(), file.name)}: ${firstLine(file.message)}`)
  }
}
/** How long each suite took, wall clock: where CI's minutes go. */
const took = []
const seconds = (ms) => `${Math.round(ms / 1000)} s`
const unitTime = (report, label) => {
  const ends = (report?.testResults ?? []).map((file) => file.endTime ?? 0)
  if (ends.length) took.push(`${label} ${seconds(Math.max(...ends) - report.startTime)}`)
}
const unit = read('reports/vitest.json')
addUnit(unit, 'unit')
unitTime(unit, 'unit')
// The unit tests again under the newest Node LTS: CI runs them (.ci/newest-lts), `npm test` does not.
if (existsSync('reports/vitest-node24.json')) {
  const newest = read('reports/vitest-node24.json')
  addUnit(newest, 'unit (newest LTS)')
  unitTime(newest, 'unit under Node 24')
}
/** Every test of a Playwright JSON report, with the file and titles that name it. */
const playwrightTests = (report) => {
  const found = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) found.push({ t, name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}` })
    for (const child of suite.suites ?? []) walk(child, suite.file === suite.title ? titles : [...titles, suite.title])
  }
  for (const suite of report.suites) walk(suite, [])
  return found
}
const playwrightFailure = (t, name) => {
  const error = t.results.flatMap((r) => r.errors ?? r.error ?? [])[0]
  failures.push(`${t.projectName}: ${name}: ${firstLine(error?.message)}`)
}
const e2e = read('reports/playwright.json')
if (e2e) {
  took.push(`Chromium e2e ${seconds(e2e.stats.duration)}`)
  passed += e2e.stats.expected
  failed += e2e.stats.unexpected + e2e.stats.flaky
  skipped += e2e.stats.skipped
  for (const { t, name } of playwrightTests(e2e))
    if (t.status === 'unexpected' || t.status === 'flaky') playwrightFailure(t, name)
}
const engines = read('reports/engines.json')
if (engines) {
  took.push(`Firefox and WebKit ${seconds(engines.stats.duration)}`)
  const perEngine = new Map()
  for (const { t, name } of playwrightTests(engines)) {
    const count = perEngine.get(t.projectName) ?? { passed: 0, failed: 0, skipped: 0 }
    if (t.status === 'expected') count.passed++
    else if (t.status === 'skipped') count.skipped++
    else {
      count.failed++
      playwrightFailure(t, name)
    }
    perEngine.set(t.projectName, count)
  }
  for (const [engine, count] of perEngine) {
    console.log(`${engine}: ${count.passed} passed, ${count.failed} failed${count.skipped ? `, ${count.skipped} skipped` : ''}`)
    passed += count.passed
    failed += count.failed
    skipped += count.skipped
  }
}
if (took.length) console.log(`took: ${took.join(', ')}`)
for (const failure of failures) console.log(`failed: ${failure.slice(0, 400)}`)
if (missing.length) console.log(`suites that did not run (an earlier step failed): ${missing.join(', ')}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
