import { createContext, useContext, useSyncExternalStore } from 'react'
import type { PublicApi } from '../api/public-api'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import type { UploadQueue } from '../lib/upload-queue-types'

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

/** One queue per app, above the router, so uploads continue while the person changes page. */
export const UploadQueueContext = createContext<UploadQueue | null>(null)

/** The app's upload queue and its current snapshot. */
export function useUploadQueue() {
  const queue = useContext(UploadQueueContext)
  if (!queue) throw new Error('useUploadQueue outside <UploadQueueContext>')
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot)
  return { queue, snapshot }
}
