import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import type { UploadQueue } from '../lib/upload-queue-types'

export type QueueFactory = (config: AppConfig, storageApi: StorageApi) => UploadQueue

/**
 * The app's one upload queue, created by the first page that uploads. The pages' own chunks
 * bring the factory, so the queue, the checksum worker's client, IndexedDB and the manager's
 * virtual list stay out of the first chunk (docs/decisions/0004). One holder per App.
 */
export type UploadQueueHolder = {
  get(): UploadQueue | null
  getOrCreate(factory: QueueFactory): UploadQueue
  subscribe(listener: () => void): () => void
}

export function createUploadQueueHolder(config: AppConfig, storageApi: StorageApi): UploadQueueHolder {
  let queue: UploadQueue | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => queue,
    getOrCreate(factory) {
      if (!queue) {
        queue = factory(config, storageApi)
        // Called during a page's render: tell the layout afterwards, not in the middle of it.
        queueMicrotask(() => listeners.forEach((l) => l()))
      }
      return queue
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
