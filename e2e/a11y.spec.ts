import { violations } from './axe'
import { expect, test } from './fixtures'

const routes = [
  ['/', 'send files'],
  ['/upload', 'upload'],
  ['/consignments/new', 'register a consignment'],
  ['/transfers/new', 'send a transfer'],
  ['/history', 'history'],
  ['/settings', 'settings'],
  ['/no/such/page', 'not found'],
] as const

for (const [path, name] of routes)
  test(`axe finds no violations on ${name} (${path})`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Let the header count and any first request settle so their final state is checked.
    await expect(page.getByTestId('consignment-count')).not.toHaveText('…')
    expect(await violations(page)).toEqual([])
  })

test('axe finds no violations on settings with the 401 notice and /me failing', async ({ page }) => {
  await page.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'wrong', publicKey: 'wrong' })),
  )
  await page.goto('/history')
  await expect(page.getByRole('alert').filter({ hasText: 'refused the access token' })).toBeVisible()
  // Shown, not an alert: the notice above, which has the focus, says it; /me's error is said on Refresh.
  await expect(page.getByRole('region', { name: 'Who am I' }).getByText('Could not load your account')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('axe finds no violations on history with a send and a file, one open, a link generated and a removal being confirmed', async ({
  page,
}) => {
  await page.goto('/history')
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible()
  // Seeded through the app's own module (served by the dev server), as the other pages would record them.
  await page.evaluate(async (module) => {
    const { historyDb: history } = (await import(/* @vite-ignore */ module)) as typeof import('../src/lib/history-db')
    const at = Date.now()
    await history.add('uploads', {
      fileId: 'f1',
      containerId: 'c1',
      filename: 'a <b>.txt',
      mime: 'text/plain',
      size: 3,
      checksum: 'ab',
      createdAt: at,
    })
    await history.add('consignments', {
      id: 'k1',
      uuid: 'f1',
      filename: 'a <b>.txt',
      contentType: 'text/plain',
      size: 3,
      createdAt: at,
    })
    await history.add('transfers', {
      id: 't1',
      consignmentId: 'k1',
      recipients: ['a@example.test'],
      expiration: 7,
      createdAt: at,
    })
    await history.add('sends', {
      id: 's1',
      createdAt: at - 1000,
      recipients: ['b@example.test', 'c@example.test'],
      message: 'Two of them',
      expiration: 7,
      coAuthors: [],
      sender: 'me@example.test',
      files: [
        { name: 'one.txt', size: 1 },
        { name: 'two.txt', size: 2 },
      ],
    })
    await history.add('consignments', {
      id: 'k2',
      uuid: 'f2',
      filename: 'one.txt',
      contentType: 'text/plain',
      size: 1,
      sendId: 's1',
      index: 0,
      createdAt: at - 700,
    })
    await history.add('transfers', {
      id: 't2',
      consignmentId: 'k2',
      filename: 'one.txt',
      recipients: ['b@example.test', 'c@example.test'],
      sendId: 's1',
      index: 0,
      createdAt: at - 500,
    })
  }, '/src/lib/history-db.ts')
  await expect(page.getByText('1 of 2 delivered')).toBeVisible()
  const file = page.locator('.history-list > li').filter({ hasText: 'a <b>.txt' })
  await file.getByRole('button', { name: /^Ids and download links/ }).click()
  await file.getByRole('button', { name: 'Generate download link' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'No download link' })).toBeVisible()
  await file.getByRole('button', { name: 'Remove from history' }).click()
  await expect(page.getByRole('button', { name: 'Yes, clear' })).toBeFocused()
  expect(await violations(page)).toEqual([])
})

test('axe finds no violations on the config error page', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'The app is not configured' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('config.json is missing (500')
  expect(await violations(page)).toEqual([])
})
