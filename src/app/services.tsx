import { createContext, useContext, useSyncExternalStore } from 'react'
import type { PublicApi } from '../api/public-api'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import type { UploadQueueHolder } from './upload-queue-holder'

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
export const UploadQueueContext = createContext<UploadQueueHolder | null>(null)

/** The queue once some page has loaded it, else null; never loads it itself. */
export function useLoadedUploadQueue() {
  const holder = useContext(UploadQueueContext)
  return useSyncExternalStore(holder?.subscribe ?? noSubscription, holder?.get ?? noQueue)
}

const noSubscription = () => () => undefined
const noQueue = () => null
