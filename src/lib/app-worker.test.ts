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
  })
  afterEach(() => {
    vi.useRealTimers()
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

    // Then in an idle moment (happy-dom's requestIdleCallback, or its time limit).
    await vi.advanceTimersByTimeAsync(2_500)
    expect(registered.urls).toEqual(['/sw.js'])
  })

  it('is registered once, however many pages ask', async () => {
    const { registerAppWorker } = await import('./app-worker')
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    void registerAppWorker('/sw.js')
    void registerAppWorker('/sw.js')
    await vi.advanceTimersByTimeAsync(10_000)
    void registerAppWorker('/sw.js')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(registered.urls).toEqual(['/sw.js'])
  })
})
