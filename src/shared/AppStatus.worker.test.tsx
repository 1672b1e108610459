import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queueOverFakeUploads } from '../test/fake-uploader'
import { renderApp } from '../test/render'

const asked = vi.hoisted(() => ({ calls: [] as Array<{ url: string; sending: () => boolean }> }))
vi.mock('../lib/app-worker', async (actual) => ({
  ...(await actual<typeof import('../lib/app-worker')>()),
  registerAppWorker: (url: string, sending: () => boolean) => void asked.calls.push({ url, sending }),
}))

afterEach(() => {
  vi.unstubAllEnvs()
  asked.calls = []
})

describe("the app's service worker", () => {
  it('is asked for by the first page, and waits for a send made on another page after it', async () => {
    vi.stubEnv('PROD', true)
    const { queue, calls } = queueOverFakeUploads()
    const { user } = renderApp('/history', { uploadQueueFactory: () => queue })
    await screen.findByRole('heading', { level: 1, name: 'History' })
    await waitFor(() => expect(asked.calls).toHaveLength(1))
    const { url, sending } = asked.calls[0]!
    expect(url).toBe('/sw.js')
    expect(sending(), 'no queue yet: nothing is being sent').toBe(false)

    // The page that asked is gone; the send is made on the Upload page.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Upload' }))
    await screen.findByRole('heading', { level: 1, name: 'Upload files' })
    act(() => void queue.add([new File(['x'], 'a.txt')], { email: 'a@example.test', store: true, source: 'transfer' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(sending(), 'an upload on its way').toBe(true)
  })
})
