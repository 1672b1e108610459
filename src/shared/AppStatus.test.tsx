import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { appWorker } from '../lib/app-worker'
import { queueOverFakeUploads, resultFor } from '../test/fake-uploader'
import { renderApp } from '../test/render'

afterEach(() => onlineManager.setOnline(true))

describe('the app offline', () => {
  it('says so at the top of every page, then that it is back', async () => {
    renderApp('/history')
    await screen.findByRole('heading', { level: 1, name: 'History' })
    act(() => onlineManager.setOnline(false))
    expect(screen.getByText(/^Offline: every page opens, and History and your drafts are here\./)).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    expect(screen.getByText('Back online.')).toBeInTheDocument()
    expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument()
  })
})

describe('a new version of the app', () => {
  afterEach(() => appWorker.setState({ registered: false, waiting: false }, true))

  it('is offered only once nothing is being sent: a step after the upload still counts as sending', async () => {
    const { queue, calls } = queueOverFakeUploads()
    let answer: (id: string) => void = () => undefined
    const register = { name: 'register' as const, run: () => new Promise<string>((resolve) => (answer = resolve)) }
    renderApp('/upload', { uploadQueueFactory: () => queue })
    await screen.findByRole('heading', { level: 1, name: 'Upload files' })
    act(
      () =>
        void queue.add(
          [new File(['x'], 'a.txt')],
          { email: 'a@example.test', store: true, source: 'transfer' },
          { steps: [register] },
        ),
    )
    await waitFor(() => expect(queue.getSnapshot().totals.active + queue.getSnapshot().totals.queued).toBe(1))
    act(() => appWorker.setState({ registered: true, waiting: true }, true))
    expect(screen.queryByText(/A new version is ready/)).not.toBeInTheDocument()
    // Uploaded: the registration is on its way, the send is not over.
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]!.resolve(resultFor(calls[0]!.file)))
    await waitFor(() => expect(queue.getSnapshot().items[0]?.state).toBe('running'))
    expect(screen.queryByText(/A new version is ready/)).not.toBeInTheDocument()
    await act(async () => answer('c-1'))
    expect(await screen.findByText(/A new version is ready/)).toBeInTheDocument()
  })
})
