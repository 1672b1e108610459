/**
 * What a journey asks of a browser, the same in every engine: Firefox through Playwright's
 * WebDriver BiDi path (firefox.ts), WebKit through WebKitWebDriver (webkit.ts). Elements are
 * found in the page (`mark`) and handed to the driver as a CSS selector, so both drivers click
 * and type for real on the same element a journey names.
 */
export type EngineName = 'firefox' | 'webkit'

export interface EnginePage {
  readonly engine: EngineName
  /** Opens `url` (absolute) and waits for its document to load. */
  open(url: string): Promise<void>
  /** Runs `fn(arg)` in the app's document and returns what it returns (awaited). */
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>
  click(selector: string): Promise<void>
  /** Real key presses into the element (React sees them). */
  type(selector: string, text: string): Promise<void>
  /** Gives files on disk to an `<input type=file>`, as the system's file picker does. */
  pickFiles(selector: string, paths: string[]): Promise<void>
  /** The width the app is laid out in from now on (the next `open` too), in CSS pixels. */
  setWidth(width: number): Promise<void>
  /** A PNG of what the window shows. */
  screenshot(): Promise<Buffer>
  /**
   * Closes the tab (window) showing the app, its only one, as a person does, leaving the browser
   * and its profile running with no page of the app: the next `open` is in a new tab.
   */
  closeTab(): Promise<void>
  close(): Promise<void>
}

/** An element as a person names it: a CSS selector and, optionally, its name (label, aria-label or text) as a regex source. */
export type Target = { css: string; name?: string; within?: string }

/** Runs in the page: tags the first visible element matching `target` and returns a selector for it, or null. */
export function markInPage({ css, name, within }: Target): string | null {
  const root = within ? document.querySelector(within) : document
  if (!root) return null
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby')
    if (el.getAttribute('aria-label')) return norm(el.getAttribute('aria-label'))
    if (labelledBy)
      return norm(
        labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      )
    const labels = (el as HTMLInputElement).labels
    if (labels?.length) return norm([...labels].map((l) => l.textContent).join(' '))
    return norm(el.textContent)
  }
  const pattern = name === undefined ? null : new RegExp(name)
  const found = [...root.querySelectorAll(css)].find(
    (el) =>
      ((el as HTMLInputElement).type === 'file' || el.getClientRects().length > 0) && (!pattern || pattern.test(nameOf(el))),
  )
  if (!found) return null
  const id = found.getAttribute('data-engine-target') ?? String(Math.random()).slice(2)
  found.setAttribute('data-engine-target', id)
  if ((found as HTMLInputElement).type !== 'file') found.scrollIntoView({ block: 'center' })
  return `[data-engine-target="${id}"]`
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `fn(arg)` in the page until it returns something truthy, and returns that. Throws,
 * naming `what` and the last value seen, after `timeout` ms.
 */
export async function waitFor<A, R>(
  page: EnginePage,
  what: string,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
  timeout = 20_000,
): Promise<NonNullable<R>> {
  const end = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      last = await page.run(fn, arg)
      if (last) return last as NonNullable<R>
    } catch (error) {
      // A page between two documents answers nothing: try again.
      last = error instanceof Error ? error.message.split('\n')[0] : error
    }
    if (Date.now() > end)
      throw new Error(`${page.engine}: timed out after ${timeout} ms waiting for ${what}; last seen: ${JSON.stringify(last)}`)
    await sleep(250)
  }
}

/** Waits for the element, then clicks it for real. */
export async function click(page: EnginePage, target: Target) {
  await page.click(await waitFor(page, `${target.css} ${target.name ?? ''}`, markInPage, target))
}

/** Waits for the field, then types into it key by key, in place of what it holds (a prefilled e-mail, say). */
export async function type(page: EnginePage, target: Target, text: string) {
  const selector = await waitFor(page, `${target.css} ${target.name ?? ''}`, markInPage, target)
  await page.run((selector) => document.querySelector<HTMLInputElement>(selector)?.select(), selector)
  await page.type(selector, text)
}

/** Waits until the page's visible text matches `pattern` (a regex source), inside `within` if given. */
export function waitForText(page: EnginePage, pattern: string, within = 'body', timeout?: number) {
  return waitFor(
    page,
    `text /${pattern}/ in ${within}`,
    ({ pattern, within }) => {
      const root = document.querySelector<HTMLElement>(within)
      return !!root && new RegExp(pattern).test(root.innerText.replace(/\s+/g, ' '))
    },
    { pattern, within },
    timeout,
  )
}
