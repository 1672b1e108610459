import { expect, test, type Page } from '@playwright/test'

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
const dark = 'rgb(14, 17, 22)'
const light = 'rgb(245, 246, 248)'

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test.describe('with a system that prefers dark', () => {
  test.use({ colorScheme: 'dark' })

  test('System follows it; Light is remembered over it, from the first paint of the next visit', async ({ page }) => {
    await open(page, '/history', 'History')
    expect(await background(page)).toBe(dark)

    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByText('Following the system: dark now.')).toBeVisible()
    await page.getByRole('radio', { name: 'Light' }).check()
    expect(await background(page)).toBe(light)

    // Before any of the app's own code has run: index.html with the boot module alone.
    await page.route('**/src/main.tsx', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "import { beforeFirstPaint } from './boot.ts'; import './styles.css'; beforeFirstPaint()",
      }),
    )
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await background(page)).toBe(light)
    await page.unroute('**/src/main.tsx')

    await open(page, '/history', 'History')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked()
    await page.getByRole('radio', { name: 'System' }).check()
    expect(await background(page)).toBe(dark)
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await background(page)).toBe(light)
    await expect(page.getByText('Following the system: light now.')).toBeVisible()
  })
})

test('Tools and the menu work from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({
  page,
}) => {
  await open(page, '/settings', 'Settings')
  const tools = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' })
  await tools.focus()
  await page.keyboard.press('Enter')
  await expect(tools).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Upload', exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: 'Upload', exact: true })).toBeHidden()
  await expect(tools).toBeFocused()

  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Register a consignment' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeHidden()

  const menu = page.getByRole('button', { name: 'Menu' })
  await menu.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'System' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('radio', { name: 'System' })).toBeHidden()
  await expect(menu).toBeFocused()
})

test('a page opens at its top with the header in view, on arrival and from a link, and focus starts on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  const header = page.getByRole('banner')
  await open(page, '/', 'Send files')
  await expect(header.getByRole('link', { name: 'Send', exact: true })).toBeVisible()
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)

  await header.getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible()
  // Back to the Send page, taller than the window: focus moves to it, the window does not scroll past the header.
  await header.getByRole('link', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await expect(page.locator('main')).toBeFocused()
  expect(await page.evaluate(() => scrollY)).toBe(0)
})
