// Sums the JSON reports of vitest and Playwright into the line CI reads: "N passed, N failed",
// after one line per engine of the cross-engine suite: "firefox: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const missing = []

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : (missing.push(path), null))

const addUnit = (report) => {
  if (!report) return
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
}
addUnit(read('reports/vitest.json'))
// The unit tests again under the newest Node LTS: CI runs them (.ci/newest-lts), `npm test` does not.
if (existsSync('reports/vitest-node24.json')) addUnit(read('reports/vitest-node24.json'))
const e2e = read('reports/playwright.json')
if (e2e) {
  passed += e2e.stats.expected
  failed += e2e.stats.unexpected + e2e.stats.flaky
  skipped += e2e.stats.skipped
}
const engines = read('reports/engines.json')
if (engines) {
  const perEngine = new Map()
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const count = perEngine.get(t.projectName) ?? { passed: 0, failed: 0, skipped: 0 }
        if (t.status === 'expected') count.passed++
        else if (t.status === 'skipped') count.skipped++
        else count.failed++
        perEngine.set(t.projectName, count)
      }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of engines.suites) walk(suite)
  for (const [engine, count] of perEngine) {
    console.log(`${engine}: ${count.passed} passed, ${count.failed} failed${count.skipped ? `, ${count.skipped} skipped` : ''}`)
    passed += count.passed
    failed += count.failed
    skipped += count.skipped
  }
}
if (missing.length) console.log(`suites that did not run (an earlier step failed): ${missing.join(', ')}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
