import { createContext, startTransition, useContext, useEffect, useState } from 'react'
import type { PublicApi } from '../api/public-api'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import { createStore } from 'zustand/vanilla'
import type { UploadQueue } from '../lib/upload-queue/upload-queue'

export type Services = {
  config: AppConfig
  publicApi: PublicApi
  storageApi: StorageApi
}

export const ServicesContext = createContext<Services | null>(null)

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices outside <ServicesContext>')
  return services
}

export type QueueFactory = (config: AppConfig, storageApi: StorageApi) => UploadQueue

/**
 * The app's one upload queue, created by the first page that uploads. The pages' own chunks
 * bring the factory, so the queue, the checksum worker's client, IndexedDB and the manager's
 * virtual list stay out of the first chunk (docs/decisions/0004). One holder per App, above the
 * router, so uploads continue while the person changes page. `factory` replaces the pages'
 * (tests drive a queue of their own). Subscribers are told during that page's render, so they
 * wait before setting any state.
 */
export function createUploadQueueHolder(config: AppConfig, storageApi: StorageApi, factory?: QueueFactory) {
  const queue = createStore<UploadQueue | null>()(() => null)
  return {
    get: queue.getState,
    getOrCreate(pageFactory: QueueFactory) {
      let created = queue.getState()
      if (!created) queue.setState((created = (factory ?? pageFactory)(config, storageApi)), true)
      return created
    },
    subscribe: queue.subscribe,
  }
}
export type UploadQueueHolder = ReturnType<typeof createUploadQueueHolder>

export const UploadQueueContext = createContext<UploadQueueHolder | null>(null)

/**
 * The queue once some page has loaded it, else null; never loads it itself. Learnt as a
 * transition, not through useSyncExternalStore: the queue is created while the first page that
 * uploads renders, and a store changed during a render makes React render the whole app again
 * at once, synchronously (a long task on a phone's first load).
 */
export function useLoadedUploadQueue() {
  const holder = useContext(UploadQueueContext)
  const [queue, setQueue] = useState(() => holder?.get() ?? null)
  useEffect(() => {
    if (!holder) return
    const update = () => startTransition(() => setQueue(holder.get()))
    update()
    // The queue is created during a page's render: the layout learns of it afterwards, not in the middle of it.
    return holder.subscribe(() => queueMicrotask(update))
  }, [holder])
  return queue
}
