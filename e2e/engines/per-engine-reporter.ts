import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Ends the run with one line per engine: "firefox: N passed, N failed". */
export default class PerEngineReporter implements Reporter {
  private counts = new Map<string, { passed: number; failed: number }>()

  onTestEnd(test: TestCase, result: TestResult) {
    const engine = test.parent.project()?.name ?? '?'
    const count = this.counts.get(engine) ?? { passed: 0, failed: 0 }
    if (result.status === test.expectedStatus) count.passed++
    else if (result.status !== 'skipped') count.failed++
    this.counts.set(engine, count)
  }

  onEnd(_result: FullResult) {
    for (const [engine, { passed, failed }] of this.counts) console.log(`${engine}: ${passed} passed, ${failed} failed`)
  }

  printsToStdio() {
    return false
  }
}
