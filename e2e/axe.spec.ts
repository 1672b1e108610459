import { violations } from './axe'
import { expect, test } from './fixtures'

/*
 * The checker itself: every "axe clean" of the suite is `violations(page)` found empty, so it must
 * find what is there. A page of known faults, no app needed.
 */

const FAULTS = `<!doctype html><html lang="en"><title>faults</title><body><main>
  <h1>Faults</h1>
  <section id="pictures"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></section>
  <section id="fields"><input type="text"></section>
</main></body></html>`

test('axe finds the faults a page has, within a part when asked, again after a change and after a navigation', async ({
  page,
}) => {
  await page.setContent(FAULTS)
  expect((await violations(page)).map((v) => v.id).sort()).toEqual(['image-alt', 'label'])
  // Within a part: only what is in it.
  expect((await violations(page, '#fields')).map((v) => v.id)).toEqual(['label'])
  expect(await violations(page, '#fields')).toEqual([
    expect.objectContaining({ id: 'label', impact: 'critical', targets: ['input'] }),
  ])

  // The page changes: the next run sees it as it is now.
  await page.locator('#fields input').evaluate((input) => input.setAttribute('aria-label', 'Name'))
  expect((await violations(page)).map((v) => v.id)).toEqual(['image-alt'])

  // A new document (axe is no longer in it): still found.
  await page.setContent(FAULTS.replace('<img ', '<img alt="a dot" '))
  expect((await violations(page)).map((v) => v.id)).toEqual(['label'])
})

test('with a frame in the page, what is in the frame is checked too', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>framed</title><body><main><h1>Framed</h1>
    <iframe title="inner" srcdoc="${FAULTS.replaceAll('"', '&quot;')}"></iframe></main></body></html>`)
  await expect.poll(() => page.frames().length).toBe(2)
  await expect(page.frames()[1]!.locator('input')).toHaveCount(1)
  // (The frame's own <main> beside the page's is a fault of this page as well.)
  expect((await violations(page)).map((v) => v.id)).toEqual(expect.arrayContaining(['image-alt', 'label']))
})
