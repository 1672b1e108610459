import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { fakeQueueClock, flushQueue } from '../../test/fake-uploader'
import { createStore } from '../store'
import { createLinks, type LinkFile } from './links'

const file = (id: string): LinkFile => ({ id, fileId: `f-${id}`, containerId: 'c1' })

/** Links over an `ask` the test answers: each call waits for `answer` or `fail`. */
function linksOverFakeService() {
  const calls: Array<{ id: string; answer: (link: string) => void; fail: (error: unknown) => void }> = []
  const online = createStore(true)
  const links = createLinks({
    ask: (f) => new Promise<string>((answer, fail) => calls.push({ id: f.id, answer, fail })),
    check: (link) => (link.startsWith('https://') ? link : null),
    online,
    random: () => 0.5,
    concurrency: 2,
  })
  const link = (id: string) => links.state.get().get(id)
  return { links, calls, online, link }
}

describe('download links of a send', () => {
  fakeQueueClock()

  it('asks again by itself while the service cannot be reached, never giving up, and waits while offline', async () => {
    const { links, calls, online, link } = linksOverFakeService()
    links.want([file('a')])
    for (let n = 0; n < 30; n += 1) {
      calls.at(-1)!.fail(new ApiError('network', 'unreachable'))
      await flushQueue()
      expect(link('a')).toMatchObject({ retryAt: expect.any(Number) })
      await vi.advanceTimersByTimeAsync(link('a')!.retryAt! - Date.now())
    }
    // 30 tries over far more than the send steps' 10 minutes: still asked again.
    expect(calls).toHaveLength(31)
    online.set(false)
    calls.at(-1)!.fail(new ApiError('network', 'offline'))
    await flushQueue()
    expect(link('a')).toMatchObject({ waiting: 'network' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(calls).toHaveLength(31)
    online.set(true)
    await flushQueue()
    expect(calls).toHaveLength(32)
    calls.at(-1)!.answer('https://files.example/a')
    await flushQueue()
    expect(link('a')).toEqual({ href: 'https://files.example/a' })
  })

  it('keeps a refusal with its error until the person asks again, and asks nothing again for a link it has', async () => {
    const { links, calls, link } = linksOverFakeService()
    links.want([file('a'), file('b'), file('c')])
    expect(calls.map((c) => c.id)).toEqual(['a', 'b'])
    calls[0]!.answer('https://files.example/a')
    calls[1]!.fail(new ApiError('http', 'no such file', 404))
    await flushQueue()
    expect(calls.map((c) => c.id)).toEqual(['a', 'b', 'c'])
    expect(link('b')).toMatchObject({ error: expect.any(ApiError) })
    expect(link('b')!.retryAt).toBeUndefined()
    await vi.advanceTimersByTimeAsync(600_000)
    // The same files shown again (a summary after Retry all): nothing new is asked.
    links.want([file('a'), file('b'), file('c')])
    expect(calls).toHaveLength(3)
    links.again('b')
    expect(calls.map((c) => c.id)).toEqual(['a', 'b', 'c', 'b'])
    links.again('a')
    expect(calls).toHaveLength(4)
    expect(link('a')).toEqual({ href: 'https://files.example/a' })
  })
})
