import { expect, test } from './fixtures'
import { mockOrigin } from './ports'
import { dropAndSend, type MockState } from './send-journey'

const MOCK = mockOrigin()

/** Every spelling of the right SHA-256 a storage service may use; and two that are not it. */
const cases = [
  ['hex', 'sent'],
  ['HEX', 'sent'],
  ['base64', 'sent'],
  ['base64url', 'sent'],
  ['prefixed', 'sent'],
  ['braces', 'sent'],
  ['other-algorithm', 'not comparable, sent'],
  ['wrong', 'blocked'],
] as const

for (const [format, outcome] of cases) {
  test(`the built app against a server spelling checksums as ${format}: ${outcome}`, async ({ page, request }) => {
    expect((await request.post(`${MOCK}/__mock/control`, { data: { checksumFormat: format } })).ok()).toBe(true)
    await page.addInitScript(() =>
      sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
    )
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
    await dropAndSend(page, [['checked.txt', 'checked bytes '.repeat(100)]])

    const summary = page.getByTestId('send-summary')
    const item = page.locator('.send-item')
    if (outcome === 'blocked') {
      await expect(summary).toHaveText('0 of 1 file sent, 1 failed.')
      await expect(item.locator('.alert')).toContainText('Checksum mismatch')
    } else {
      await expect(summary).toHaveText('1 of 1 file sent.')
      if (outcome === 'not comparable, sent')
        await expect(item).toContainText('looks like a SHA1 digest, but this app computes SHA256, so the two cannot be compared')
      else await expect(item).not.toContainText('cannot be compared')
    }
    const state = (await (await request.get(`${MOCK}/__mock/state`)).json()) as MockState
    expect(state.transfers).toHaveLength(outcome === 'blocked' ? 0 : 1)
  })
}
