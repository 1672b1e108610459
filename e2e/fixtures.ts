import { test as base } from '@playwright/test'
import { HARNESS_HEADERS } from './harness-request'
import { awayMockOrigin, mockOrigin, nginxMockOrigin } from './ports'

/**
 * Every spec imports `test` from here: each test starts with a clean mock.
 * - dev project: the mock lives in the page (MSW) and keeps its state in the origin's
 *   IndexedDB; every test gets a new browser context, whose storage starts empty.
 * - preview, nginx and away projects: one `npm run mock:server` each serves every test of the
 *   project, so it is reset first.
 */
export const test = base.extend<{ cleanMock: void }>({
  /** The specs' own requests, each on a new connection (see `harness-request.ts`). */
  request: async ({ playwright }, give) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: HARNESS_HEADERS })
    await give(request)
    await request.dispose()
  },
  cleanMock: [
    async ({ request }, use, testInfo) => {
      const origin = { preview: mockOrigin, nginx: nginxMockOrigin, away: awayMockOrigin }[testInfo.project.name]
      if (origin) {
        const reset = await request.post(`${origin()}/__mock/reset`)
        if (!reset.ok()) throw new Error(`the mock server refused a reset: ${reset.status()}`)
      }
      await use()
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
