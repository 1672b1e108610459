import { type Page } from '@playwright/test'
import { violations } from './axe'
import { expect, test } from './fixtures'
import { sidewaysScroll } from './layout-checks'
import { keptCopies, mockControl } from './upload-helpers'

/** One address long enough to need a line of its own on a phone. */
const LONG = 'a.rather.long.mailbox.name.for.the.accounts.department@subsidiary.of-a-company-with-a-long-name.example.com'
const NOT_ADDRESSES = ['not-an-address', 'bob@', 'carol@example', 'dave@@example.com', 'Eve Example']

/** 300 lines as a person pastes them from a spreadsheet: 295 addresses (the first a long one) and 5 that are not. */
function pastedLines() {
  const lines = Array.from({ length: 300 }, (_, i) => (i === 0 ? LONG : `person${i}@example.com`))
  NOT_ADDRESSES.forEach((entry, i) => (lines[i * 60 + 7] = entry))
  return lines
}

const recipientsInput = (page: Page) =>
  page.getByRole('textbox', { name: 'Recipients' }).or(page.getByRole('combobox', { name: 'Recipients' }))

/** Pasted as a person does: the text on the clipboard, Ctrl+V in the Recipients field. */
async function paste(page: Page, lines: string[]) {
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join('\r\n'))
  await recipientsInput(page).focus()
  await page.keyboard.press('ControlOrMeta+V')
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
})

test('300 pasted lines with 5 that are not addresses: "Added 295 addresses. 5 not valid: …", as many chips as it says', async ({
  page,
}) => {
  await paste(page, pastedLines())
  const note = page.locator('.recipients-note')
  await expect(note).toHaveAttribute('role', 'status')
  await expect(note).toHaveText(`Added 295 addresses. 5 not valid: ${NOT_ADDRESSES.join(', ')}.`)
  const chips = page.getByRole('list', { name: 'Recipients: 295 addresses, 5 not valid' }).getByRole('listitem')
  await expect(chips).toHaveCount(300)
  await expect(chips.filter({ hasText: 'not valid' })).toHaveText(NOT_ADDRESSES.map((entry) => `${entry}not valid×`))

  // The same again, and a few more: what was there is counted apart from what is new.
  await paste(page, [...pastedLines().slice(0, 3), 'new@example.com', 'NEW@example.com'])
  await expect(note).toHaveText('Added 1 address. 1 duplicate dropped. 3 already in the list.')
  await expect(page.getByRole('list', { name: 'Recipients: 296 addresses, 5 not valid' }).getByRole('listitem')).toHaveCount(301)
  expect(await violations(page)).toEqual([])
})

/** One file sent to the 295 addresses of pastedLines(), from sender@: its summary once shown. */
async function sendToAll(page: Page, recipients: string[]) {
  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer()
    dt.items.add(new File(['the plan'], 'plan.txt', { type: 'text/plain' }))
    return dt
  })
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  await paste(page, recipients)
  await expect(page.locator('.recipients-note')).toHaveText('Added 295 addresses.')
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: /^Send 1 file/ }).click()
  const summary = page.getByRole('region', { name: '1 file sent to 295 recipients' })
  await expect(summary).toBeVisible({ timeout: 20_000 })
  return { summary, to: summary.getByTestId('summary-recipients') }
}

const recipientsOnly = () => pastedLines().filter((line) => !NOT_ADDRESSES.includes(line))

test('one file to 295 recipients: the summary names 3 and "and 292 more", all of them on request, History the same', async ({
  page,
}, testInfo) => {
  const recipients = recipientsOnly()
  const { to } = await sendToAll(page, recipients)
  await expect(to).toHaveText(`To ${LONG}, person1@example.com, person2@example.com and 292 more recipients`)
  await expect(to.locator('bdi')).toHaveText([LONG, 'person1@example.com', 'person2@example.com'])
  // One button, named for what it does: shows the 292 more, then fewer again.
  const toggle = to.getByRole('button')
  await expect(toggle).toHaveAccessibleName('292 more recipients')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.click()
  await expect(to.locator('bdi')).toHaveText(recipients)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(toggle).toHaveAccessibleName('show fewer recipients')
  // From the keyboard: the focus stays on the button, which shows fewer again, then all.
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(to.locator('bdi')).toHaveCount(3)
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Space')
  await expect(to.locator('bdi')).toHaveCount(295)
  await expect(toggle).toBeFocused()

  // History's entry of the send says the same, its list opening the same way.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  const entry = page
    .getByRole('region', { name: /^Entries/ })
    .getByRole('listitem')
    .filter({ hasText: 'plan.txt' })
  const historyTo = entry.locator('.recipient-list')
  await expect(historyTo).toHaveText(`${LONG}, person1@example.com, person2@example.com and 292 more recipients`)
  await entry.screenshot({ path: testInfo.outputPath('history-entry-three.png') })
  await historyTo.getByRole('button', { name: '292 more recipients' }).click()
  await expect(historyTo.locator('bdi')).toHaveText(recipients)
  expect(await sidewaysScroll(page)).toBe(0)
  await entry.screenshot({ path: testInfo.outputPath('history-entry-all.png') })
})

// The looks, a test a colour scheme: the same summary on a phone and a desktop, with three names and all.
for (const colorScheme of ['light', 'dark'] as const)
  test(`the summary of a send to 295 recipients, ${colorScheme}: three and all fit a phone and a desktop, axe clean`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    const { summary, to } = await sendToAll(page, recipientsOnly())
    const toggle = to.getByRole('button')
    for (const [device, viewport] of [
      ['phone', { width: 360, height: 740 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport)
      for (const shown of ['three', 'all'] as const) {
        if ((shown === 'all') !== ((await toggle.getAttribute('aria-expanded')) === 'true')) await toggle.click()
        await expect(to.locator('bdi')).toHaveCount(shown === 'all' ? 295 : 3)
        const where = `${colorScheme}, ${device}, ${shown}`
        expect(await sidewaysScroll(page), where).toBe(0)
        // The long address wraps inside the summary rather than running past it.
        const [line, card] = await Promise.all([to.boundingBox(), summary.boundingBox()])
        expect(line!.x + line!.width, where).toBeLessThanOrEqual(card!.x + card!.width)
        // Axe over the whole page with three names, at each width (what is shown and where differ);
        // with all of them, over the list alone: the 292 names and the button are all that differ
        // from three, and the rest of the page was checked as it is now (one whole-page run with
        // 295 names took as long as four of these).
        expect(await violations(page, ...(shown === 'all' ? ['[data-testid="summary-recipients"]'] : [])), where).toEqual([])
        const shot = testInfo.outputPath(`summary-${colorScheme}-${device}-${shown}`)
        if (shown === 'three') await summary.screenshot({ path: `${shot}.png` })
        else {
          // The whole list is long: its start and its end, each a screen's worth (page coordinates).
          const [top, end] = await summary.evaluate(
            (el, line) => {
              const { top } = el.getBoundingClientRect()
              return [top + window.scrollY, line!.getBoundingClientRect().bottom + window.scrollY]
            },
            await to.elementHandle(),
          )
          const { x, width } = card!
          await page.screenshot({ path: `${shot}-start.png`, fullPage: true, clip: { x, y: top, width, height: 500 } })
          await page.screenshot({ path: `${shot}-end.png`, fullPage: true, clip: { x, y: end - 300, width, height: 500 } })
        }
      }
    }
  })

test('a send to 295 recipients left unfinished: its notice names 3 and "and 292 more", all of them on request', async ({
  page,
}, testInfo) => {
  const recipients = recipientsOnly()
  await mockControl(page, { latencyMs: 1500 })
  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer()
    dt.items.add(new File(['the plan'], 'plan.txt', { type: 'text/plain' }))
    return dt
  })
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  await paste(page, recipients)
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: /^Send 1 file/ }).click()
  // Once the copy of the file is kept, the tab goes (past the leave-page question).
  await expect.poll(() => keptCopies(page)).toBe(1)
  page.on('dialog', (dialog) => void dialog.accept())
  await page.evaluate(() => location.reload())

  const notice = page.getByRole('region', { name: /^Unfinished send: 1 file to / })
  const title = notice.getByRole('heading', { level: 2 })
  await expect(title).toHaveText(
    `Unfinished send: 1 file to ${LONG}, person1@example.com, person2@example.com and 292 more recipients`,
  )
  for (const colorScheme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['phone', { width: 360, height: 740 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme })
      expect(await sidewaysScroll(page)).toBe(0)
      await notice.screenshot({ path: testInfo.outputPath(`unfinished-${colorScheme}-${device}.png`) })
    }
  expect(await violations(page)).toEqual([])
  await title.getByRole('button', { name: '292 more recipients' }).click()
  await expect(title.locator('bdi')).toHaveText(recipients)
  await expect(title.getByRole('button')).toHaveAttribute('aria-expanded', 'true')
  expect(await sidewaysScroll(page)).toBe(0)
  // Only the notice's title changed (the 292 names and the button): axe over the notice.
  expect(await violations(page, 'section.unfinished')).toEqual([])
})
