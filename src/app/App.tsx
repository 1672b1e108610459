import { I18nProvider } from '@lingui/react'
import { hashKey, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { publicQueries } from '../api/queries'
import type { Me } from '../api/schemas'
import { accountOf, historyScope } from '../lib/history-scope'
import { useEffect, useState } from 'react'
import { createPublicApi } from '../api/public-api'
import { createStorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import { createQueryClient } from './query-client'
import { AppRoutes } from './router'
import { i18n } from '../shared/i18n'
import {
  createUploadQueueHolder,
  ServicesContext,
  UploadQueueContext,
  type QueueFactory,
  type Services,
} from '../shared/services'

type Props = {
  config: AppConfig
  queryClient?: QueryClient
  initialPath?: string
  /** tests: the upload queue to use instead of the app's */
  uploadQueueFactory?: QueueFactory
}

export function App({ config, queryClient, initialPath, uploadQueueFactory }: Props) {
  const [services] = useState<Services>(() => ({
    config,
    publicApi: createPublicApi(config),
    storageApi: createStorageApi(config),
  }))
  const [uploadQueue] = useState(() => createUploadQueueHolder(config, services.storageApi, uploadQueueFactory))
  const [client] = useState(() => {
    historyScope.setService(config.apiBaseUrl)
    return queryClient ?? createQueryClient()
  })
  // History is kept per account once /me names it, whichever page asked.
  useEffect(
    () =>
      client.getQueryCache().subscribe(({ query }) => {
        if (query.queryHash === hashKey(publicQueries.meKey(services.publicApi)) && query.state.data)
          historyScope.setAccount(accountOf(query.state.data as Me))
      }),
    [client, services.publicApi],
  )
  return (
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <UploadQueueContext value={uploadQueue}>
          <QueryClientProvider client={client}>
            <AppRoutes initialPath={initialPath} />
          </QueryClientProvider>
        </UploadQueueContext>
      </ServicesContext>
    </I18nProvider>
  )
}
