import { createContext, useContext } from 'react'
import type { PublicApi } from '../api/public-api'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'

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
