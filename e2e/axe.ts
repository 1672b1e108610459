import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * What axe finds wrong in the page as it is now, enough to act on from the report: rule, impact and
 * where; within `include` (CSS selectors) when given, the rest of the page as it was when last checked.
 *
 * Only violations are gathered (resultTypes): what passed is never read, and gathering it was
 * most of axe's time. And axe runs in the page itself (`axe.run`, AxeBuilder's legacy mode) when
 * the page has no frames, which is always so in this app: the default mode's `runPartial` then
 * `finishRun` in a blank page opened for the purpose exists to reach cross-origin frames, and cost
 * three times as long (about 5 s against 1.5 s a run on CI's busy two cores). With a frame, the
 * default mode, so nothing in a frame goes unchecked.
 */
export async function violations(page: Page, ...include: string[]) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  for (const selector of include) builder.include(selector)
  if (page.mainFrame().childFrames().length === 0) builder.setLegacyMode()
  const { violations } = await builder.analyze()
  return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}
