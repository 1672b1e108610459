import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CarrierLineMessage, CarrierLineReply, CarrierMessage } from '../lib/send/carrier-protocol'
import { LINE_DEAD_MS, LINE_PING_MS, throughWorker, workerOutlivesPages } from './page-carrier'

describe('workerOutlivesPages', () => {
  it.each([
    ['Chromium (Blink)', 'Google Inc.', true],
    ['Firefox (Gecko)', '', true],
    ['Safari, iOS browsers, WebKitGTK (WebKit)', 'Apple Computer, Inc.', false],
    ['an engine not known', 'Someone Else', false],
  ])('%s: %s', (_, vendor, outlives) => {
    expect(workerOutlivesPages({ vendor })).toBe(outlives)
  })
})

/**
 * The page's `ServiceWorker` object, which outlives the worker's instances: each line it is given
 * goes to the instance running then. `stop()` is the browser stopping that instance: its end of
 * every port goes silent, and the next message event starts a new one.
 */
function fakeWorker({ answer = true } = {}) {
  let instance = 0
  const lines: Array<{ instance: number; port: MessagePort }> = []
  const requests: string[] = []
  const worker = {
    scriptURL: 'https://app.example.org/sw.js',
    postMessage(message: CarrierMessage, transfer: Transferable[] = []) {
      if (message.type !== 'line') return
      const port = transfer[0] as MessagePort
      const mine = instance
      lines.push({ instance: mine, port })
      port.onmessage = ({ data: { id, message: m } }: MessageEvent<CarrierLineMessage>) => {
        if (mine !== instance) return // a port of a stopped instance: nobody reads it
        if (m.type === 'ping') return port.postMessage({ pong: true } satisfies CarrierLineReply)
        if (m.type !== 'request') return
        requests.push(m.key)
        if (answer)
          port.postMessage({ id, answer: { status: 201, text: '{"id":"c1"}', retryAfter: null } } satisfies CarrierLineReply)
      }
    },
  }
  return {
    worker: worker as unknown as ServiceWorker,
    lines,
    requests,
    stop: () => void instance++,
    answering: (on: boolean) => void (answer = on),
  }
}

const post = (fetch: ReturnType<typeof throughWorker>, signal?: AbortSignal) =>
  fetch('https://api.example.org/v1/public/consignments', { method: 'POST', body: '{}', signal })

describe('the line to the worker', () => {
  afterEach(() => vi.useRealTimers())

  it('a request is answered on the line, and the next one reuses it', async () => {
    const fake = fakeWorker()
    const first = await post(throughWorker(fake.worker, 's|0|register', 's'))
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ id: 'c1' })
    await post(throughWorker(fake.worker, 's|1|register', 's'))
    expect(fake.lines).toHaveLength(1)
    expect(fake.requests).toEqual(['s|0|register', 's|1|register'])
  })

  it('the worker stopped with a request on the line: it fails as a network failure within LINE_DEAD_MS, and the next goes on a new line', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const fake = fakeWorker({ answer: false })
    const settled = post(throughWorker(fake.worker, 's|2|transfer', 's')).catch((error: unknown) => error)
    await vi.waitFor(() => expect(fake.requests).toContain('s|2|transfer'))
    fake.stop()
    // Pings go unanswered; the request is not left waiting for ever.
    await vi.advanceTimersByTimeAsync(LINE_DEAD_MS + 2 * LINE_PING_MS)
    const error = await settled
    expect(error).toBeInstanceOf(TypeError)
    expect((error as Error).message).toBe('worker-stopped')

    fake.answering(true)
    const again = await post(throughWorker(fake.worker, 's|2|transfer', 's'))
    expect(again.status).toBe(201)
    expect(fake.lines.map((l) => l.instance)).toEqual([0, 1])
  })

  it('a worker that answers pings keeps a slow request waiting, however long', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const fake = fakeWorker({ answer: false })
    let done = false
    void post(throughWorker(fake.worker, 's|3|upload', 's')).then(
      () => (done = true),
      () => (done = true),
    )
    await vi.waitFor(() => expect(fake.requests).toContain('s|3|upload'))
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(LINE_DEAD_MS)
    expect(done).toBe(false)
  })

  it('cancelled while the worker is gone: the request rejects at once as aborted', async () => {
    const fake = fakeWorker({ answer: false })
    const controller = new AbortController()
    const settled = post(throughWorker(fake.worker, 's|4|upload', 's'), controller.signal).catch((error: unknown) => error)
    await vi.waitFor(() => expect(fake.requests).toContain('s|4|upload'))
    fake.stop()
    controller.abort()
    expect(await settled).toMatchObject({ name: 'AbortError' })
  })
})
