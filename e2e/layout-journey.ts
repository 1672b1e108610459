import { expect, type Page } from '@playwright/test'
import { dropThreeFiles } from './send-journey'
import { mockControl } from './upload-helpers'

/** Every page: the link that leads there, and its heading. */
export const pages = [
  ['Send', 'Send files'],
  ['Upload', 'Upload files'],
  ['Register', 'Register a consignment'],
  ['Transfer', 'Send a transfer'],
  ['History', 'History'],
  ['Settings', 'Settings'],
] as const
const tools = new Set(['Upload', 'Register', 'Transfer'])

/** As a person gets there: the header's links on a wide screen, the menu on a phone. */
export async function goTo(page: Page, link: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: link, exact: true }).click()
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' })
    if (tools.has(link)) await nav.getByRole('button', { name: 'Tools' }).click()
    await nav.getByRole('link', { name: link, exact: true }).click()
  }
}

/** A send whose uploads stay in flight, so the upload manager shows its controls on every page. */
export async function sendAndKeepUploading(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await mockControl(page, { faults: [{ endpoint: 'upload', delayMs: 120_000 }] })
  await dropThreeFiles(page)
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com')
  await recipients.press('Enter')
  await page.getByRole('button', { name: 'Send 3 files' }).click()
  const manager = page.getByRole('complementary', { name: 'Upload manager' })
  await expect(manager.getByTestId('upload-manager-counts')).toHaveText(/in progress/)
  await manager.getByRole('button', { name: 'Show all 3' }).click()
  await expect(manager.getByRole('button', { name: 'Cancel all' })).toBeVisible()
}
