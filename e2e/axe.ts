import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * What axe finds wrong in the page as it is now, enough to act on from the report: rule, impact and
 * where. Only violations are gathered (resultTypes): what passed is never read, and gathering it
 * was most of axe's time.
 */
export async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}
