import type { Page } from '@playwright/test'

/**
 * Put before every script the page loads, acting only inside a worker: a worker's violations
 * (the hashing worker's WebAssembly, the preview worker's decoding) reach neither the page's
 * listeners nor its console, and the app copes with a failed checksum or preview, so they would
 * pass unseen. A worker's console does reach the page's. Each script keeps its own headers, so
 * a worker keeps its own policy.
 */
const WORKER_WATCH = `if (typeof WorkerGlobalScope !== 'undefined') self.addEventListener('securitypolicyviolation', (e) =>
  console.error('Content Security Policy violation in a worker: ' + e.effectiveDirective + ' ' + e.blockedURI));
`

/** Every violation of the Content-Security-Policy the page or its workers report; the page signed in. */
export async function watchCsp(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCsp', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCsp: (t: string) => void }).reportCsp(`${e.violatedDirective} ${e.blockedURI}`)
    })
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' }))
  })
  await page.route('**/assets/*.js', async (route) => {
    try {
      const response = await route.fetch()
      await route.fulfill({ response, body: WORKER_WATCH + (await response.text()) })
    } catch (error) {
      // A script the page still asked for as the test ended (a lazy chunk after the last
      // assertion): its response is disposed with the page. Mid-test, a script that fails to
      // load fails the test's own assertions.
      if (/disposed|has been closed|Test ended/.test(String(error))) return
      throw error
    }
  })
  return violations
}
