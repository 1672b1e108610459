import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/errors'
import type { StorageApi } from '../api/storage-api'
import { fakeQueueClock } from '../test/fake-uploader'
import { useDownloadLinks } from './download-links'

/** Links over a storage service the test answers: each call waits for `answer` or `fail`. */
function linksOverFakeService(ids: string[]) {
  const calls: Array<{ id: string; answer: (link: string) => void; fail: (error: unknown) => void }> = []
  const storageApi = {
    baseUrl: 'https://files.example/',
    downloadLink: ({ fileId }: { fileId: string }, signal: AbortSignal) =>
      new Promise<string>((answer, fail) => {
        calls.push({ id: fileId, answer, fail })
        signal.addEventListener('abort', () => fail(signal.reason))
      }),
  } as unknown as StorageApi
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const delivered = ids.map((id) => ({ id, result: { fileId: id, containerId: 'c1' } }))
  /** The summary shown (again): its links, over the same client. */
  const show = () => renderHook(() => useDownloadLinks(storageApi, delivered, true), { wrapper })
  let view = show()
  return {
    calls,
    link: (id: string) => view.result.current.links.get(id),
    again: (id: string) => act(() => view.result.current.again(id)),
    showAgain: () => {
      view.unmount()
      view = show()
    },
  }
}

/** Lets the fake clock run `ms`, with what React Query does meanwhile. */
const pass = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('download links of a send', () => {
  fakeQueueClock()
  afterEach(() => onlineManager.setOnline(true))

  it('asks again by itself while the service cannot be reached, never giving up, and waits while offline', async () => {
    const { calls, link } = linksOverFakeService(['a'])
    await pass()
    for (let n = 0; n < 30; n += 1) {
      calls.at(-1)!.fail(n % 2 ? new ApiError('network', 'unreachable') : new ApiError('http', 'unavailable', 503))
      await pass()
      expect(link('a')).toMatchObject({ error: expect.any(ApiError), retry: 'soon' })
      // The policy's longest wait.
      await pass(60_000)
    }
    // 30 tries over far more than the send steps' 10 minutes: still asked again.
    expect(calls).toHaveLength(31)
    act(() => onlineManager.setOnline(false))
    calls.at(-1)!.fail(new ApiError('network', 'offline'))
    await pass(1)
    expect(link('a')).toMatchObject({ retry: 'online' })
    await pass(120_000)
    expect(calls).toHaveLength(31)
    act(() => onlineManager.setOnline(true))
    await pass()
    expect(calls).toHaveLength(32)
    calls.at(-1)!.answer('https://files.example/a')
    await pass()
    expect(link('a')).toEqual({ href: 'https://files.example/a' })
  })

  it("waits as long as the server's Retry-After says, or not at all when the person asks now", async () => {
    const { calls, link, again } = linksOverFakeService(['a'])
    await pass()
    calls[0]!.fail(new ApiError('http', 'busy', 429, '', 90_000))
    await pass(89_999)
    expect(calls).toHaveLength(1)
    await pass(1)
    expect(calls).toHaveLength(2)
    calls[1]!.fail(new ApiError('http', 'busy', 429, '', 90_000))
    await pass()
    expect(link('a')).toMatchObject({ retry: 'soon' })
    again('a')
    await pass()
    expect(calls).toHaveLength(3)
    expect(link('a')).toEqual({})
  })

  it('keeps a refusal with its error until the person asks again, and asks nothing again for a link it has', async () => {
    const { calls, link, again, showAgain } = linksOverFakeService(['a', 'b', 'c'])
    await pass()
    calls[0]!.answer('https://files.example/a')
    calls[1]!.fail(new ApiError('http', 'no such file', 404))
    calls[2]!.answer('javascript:alert(1)')
    await pass(600_000)
    expect(calls).toHaveLength(3)
    expect(link('b')).toEqual({ error: expect.any(ApiError) })
    expect(link('c')).toEqual({ href: null })
    // The same files shown again (a summary after Retry all): nothing new is asked.
    showAgain()
    await pass()
    expect(calls).toHaveLength(3)
    expect(link('a')).toEqual({ href: 'https://files.example/a' })
    expect(link('b')).toEqual({ error: expect.any(ApiError) })
    again('b')
    await pass()
    expect(calls.map((c) => c.id)).toEqual(['a', 'b', 'c', 'b'])
    expect(link('b')).toEqual({})
  })

  it('asks at most 4 at once, the next as soon as one is answered', async () => {
    const { calls } = linksOverFakeService(['a', 'b', 'c', 'd', 'e', 'f'])
    await pass()
    expect(calls.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd'])
    calls[1]!.fail(new ApiError('http', 'unavailable', 503))
    await pass()
    // A link waiting to be asked again holds no turn.
    expect(calls.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e'])
    calls[0]!.answer('https://files.example/a')
    await pass()
    expect(calls.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})
