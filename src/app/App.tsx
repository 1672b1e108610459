import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createPublicApi } from '../api/public-api'
import { createStorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import { createQueryClient } from './query-client'
import { AppRoutes } from './router'
import { ServicesContext, UploadQueueContext, type Services } from './services'
import { createUploadQueueHolder } from './upload-queue-holder'

export function App({
  config,
  queryClient,
  initialPath,
}: {
  config: AppConfig
  queryClient?: QueryClient
  initialPath?: string
}) {
  const [services] = useState<Services>(() => ({
    config,
    publicApi: createPublicApi(config),
    storageApi: createStorageApi(config),
  }))
  const [uploadQueue] = useState(() => createUploadQueueHolder(config, services.storageApi))
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <ServicesContext value={services}>
      <UploadQueueContext value={uploadQueue}>
        <QueryClientProvider client={client}>
          <AppRoutes initialPath={initialPath} />
        </QueryClientProvider>
      </UploadQueueContext>
    </ServicesContext>
  )
}
