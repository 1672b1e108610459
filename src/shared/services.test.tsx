import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import type { UploadQueue } from '../lib/upload-queue/upload-queue'
import { createUploadQueueHolder, UploadQueueContext, useLoadedUploadQueue, type UploadQueueHolder } from './services'

const config = {} as AppConfig
const storageApi = {} as StorageApi
const aQueue = () => ({ name: 'the queue' }) as unknown as UploadQueue

describe("the app's upload queue holder", () => {
  it('makes one queue, with the first factory asked, and tells its subscribers once', () => {
    const holder = createUploadQueueHolder(config, storageApi)
    const told = vi.fn()
    holder.subscribe(told)
    expect(holder.get()).toBeNull()
    const pageFactory = vi.fn(aQueue)
    const queue = holder.getOrCreate(pageFactory)
    expect(holder.getOrCreate(vi.fn(aQueue))).toBe(queue)
    expect(holder.get()).toBe(queue)
    expect(pageFactory).toHaveBeenCalledOnce()
    expect(told).toHaveBeenCalledOnce()
  })

  it('shows the layout a queue a page made during its render, without updating the layout in that render', async () => {
    const holder = createUploadQueueHolder(config, storageApi, aQueue)
    function Shell() {
      return useLoadedUploadQueue() ? <p>queue loaded</p> : <p>no queue</p>
    }
    function UploadingPage({ holder }: { holder: UploadQueueHolder }) {
      holder.getOrCreate(aQueue)
      return null
    }
    const view = render(
      <UploadQueueContext value={holder}>
        <Shell />
      </UploadQueueContext>,
    )
    expect(screen.getByText('no queue')).toBeInTheDocument()
    // The setup fails the test on React's "Cannot update a component while rendering a different component".
    view.rerender(
      <UploadQueueContext value={holder}>
        <Shell />
        <UploadingPage holder={holder} />
      </UploadQueueContext>,
    )
    expect(await screen.findByText('queue loaded')).toBeInTheDocument()
  })
})
