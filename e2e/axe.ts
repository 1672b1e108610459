import type { Frame, Page } from '@playwright/test'
import { createRequire } from 'node:module'

/** The axe-core that @axe-core/playwright itself runs (its own dependency, so the same version). */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source

/**
 * What axe finds wrong in the page as it is now, enough to act on from the report: rule, impact and
 * where; within `include` (CSS selectors) when given, the rest of the page as it was when last checked.
 *
 * Only violations are gathered (resultTypes): what passed is never read, and gathering it was
 * most of axe's time. axe runs in each frame itself (`axe.run`), its 1.5 MB source put in once a
 * document: AxeBuilder's default mode (`runPartial`, then `finishRun` in a blank page) cost three
 * times as long, and it gives a frame 1 s to take axe's source, then skips the frame without a
 * word, which on CI's busy two cores left a frame's faults unseen. A child frame is checked whole,
 * when the whole page is; its targets start with the frame's name or address.
 */
export async function violations(page: Page, ...include: string[]) {
  const found = (await inFrame(page.mainFrame(), include)).map((v) => summary(v, ''))
  if (include.length === 0) {
    for (const frame of page.mainFrame().childFrames()) {
      const where = frame.name() || frame.url()
      found.push(...(await inFrame(frame, [])).map((v) => summary(v, `${where} >>> `)))
    }
  }
  return found
}

type Violation = { id: string; impact?: string | null; help: string; nodes: Array<{ target: string[] }> }
type Axe = { run: (context: unknown, options: object) => Promise<{ violations: Violation[] }> }

const summary = (v: Violation, frame: string) => ({
  id: v.id,
  impact: v.impact,
  help: v.help,
  targets: v.nodes.map((n) => frame + n.target.join(' ')),
})

async function inFrame(frame: Frame, include: string[]): Promise<Violation[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  const { error, results } = await frame.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: Axe }
    // As AxeBuilder words it: the selectors to look in, or the whole document. Frames are
    // checked one by one above, so axe is not to wait for an answer from inside them.
    const context = include.length ? { include, exclude: [] } : document
    try {
      return { error: null, results: (await axe.run(context, { resultTypes: ['violations'], iframes: false })).violations }
    } catch (error) {
      return { error: String(error), results: null }
    }
  }, include)
  if (error !== null) throw new Error(`axe: ${error}`)
  return results
}
