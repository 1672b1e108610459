import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createRequire } from 'node:module'

/** The axe-core that @axe-core/playwright itself runs (its own dependency, so the same version). */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source

/**
 * What axe finds wrong in the page as it is now, enough to act on from the report: rule, impact and
 * where; within `include` (CSS selectors) when given, the rest of the page as it was when last checked.
 *
 * Only violations are gathered (resultTypes): what passed is never read, and gathering it was
 * most of axe's time. And axe runs in the page itself (`axe.run`) when the page has no frames,
 * which is always so in this app: AxeBuilder's default mode (`runPartial` then `finishRun` in a
 * blank page opened for the purpose) exists to reach cross-origin frames, and cost three times as
 * long (about 5 s against 1.5 s a run on CI's busy two cores). Its legacy mode, in the page too,
 * still evaluates axe's 1.5 MB source twice a run; here it goes into a page once, and stays there
 * until the page navigates. With a frame, AxeBuilder's default mode, so nothing in a frame goes
 * unchecked.
 */
export async function violations(page: Page, ...include: string[]) {
  const found = page.mainFrame().childFrames().length === 0 ? await inPage(page, include) : await withFrames(page, include)
  return found.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]
type Axe = { run: (context: unknown, options: object) => Promise<{ violations: Violation[] }> }

async function inPage(page: Page, include: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const { error, results } = await page.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: Axe }
    // As AxeBuilder words it: the selectors to look in, or the whole document.
    const context = include.length ? { include, exclude: [] } : document
    try {
      return { error: null, results: (await axe.run(context, { resultTypes: ['violations'] })).violations }
    } catch (error) {
      return { error: String(error), results: null }
    }
  }, include)
  if (error !== null) throw new Error(`axe: ${error}`)
  return results
}

async function withFrames(page: Page, include: string[]) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  for (const selector of include) builder.include(selector)
  return (await builder.analyze()).violations
}
