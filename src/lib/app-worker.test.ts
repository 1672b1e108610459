import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const registered = vi.hoisted(() => ({ urls: [] as string[] }))
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      registered.urls.push(url)
    }
    addEventListener() {}
    register() {
      return Promise.resolve(undefined)
    }
  },
}))

let idleCalls: Array<number | undefined> = []

/** The page's load state as the browser would report it, and a way to fire its load event. */
function pageLoading() {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
  return () => {
    readyState.mockReturnValue('complete')
    window.dispatchEvent(new Event('load'))
  }
}

describe('the app worker', () => {
  beforeEach(() => {
    vi.resetModules()
    registered.urls = []
    vi.useFakeTimers()
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
    // happy-dom has none; a browser's runs the callback once the page is idle, or at its time limit.
    idleCalls = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
      idleCalls.push(options?.timeout)
      return setTimeout(callback, 500)
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('is registered only after the page has loaded and the first visit settled, not at the first render', async () => {
    const { registerAppWorker, REGISTER_AFTER_LOAD_MS } = await import('./app-worker')
    const load = pageLoading()
    void registerAppWorker('/sw.js')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(registered.urls, 'nothing before the load event').toEqual([])

    load()
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 100)
    expect(registered.urls, 'nothing while the first visit settles').toEqual([])

    await vi.advanceTimersByTimeAsync(100)
    expect(idleCalls, 'then it waits for an idle moment, two seconds at most').toEqual([2000])
    expect(registered.urls).toEqual([])
    await vi.waitFor(() => expect(registered.urls).toEqual(['/sw.js']))
  })

  it('waits for the end of a send: its install would take the network from the uploads', async () => {
    const { registerAppWorker, REGISTER_AFTER_LOAD_MS, SENDING_POLL_MS } = await import('./app-worker')
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    let sending = true
    void registerAppWorker('/sw.js', () => sending)
    await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS + 2_000 + 60_000)
    expect(registered.urls, 'not while the send goes on').toEqual([])
    sending = false
    await vi.advanceTimersByTimeAsync(SENDING_POLL_MS)
    await vi.waitFor(() => expect(registered.urls).toEqual(['/sw.js']))
  })

  it('is registered once, however many pages ask', async () => {
    const { registerAppWorker } = await import('./app-worker')
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    void registerAppWorker('/sw.js')
    void registerAppWorker('/sw.js')
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.waitFor(() => expect(registered.urls).toEqual(['/sw.js']))
    void registerAppWorker('/sw.js')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(registered.urls).toEqual(['/sw.js'])
  })
})
