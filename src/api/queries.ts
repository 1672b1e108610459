import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { PublicApi } from './public-api'
import type { ConsignmentRequest, DownloadRequest, TransferRequest } from './schemas'
import type { StorageApi } from './storage-api'

/** Keys and options per surface in one place (TkDodo's query-options pattern). */
export const publicQueries = {
  all: ['public'] as const,
  count: (api: PublicApi) =>
    queryOptions({ queryKey: [...publicQueries.all, api.baseUrl, 'count'], queryFn: ({ signal }) => api.count(signal) }),
  me: (api: PublicApi) =>
    queryOptions({ queryKey: [...publicQueries.all, api.baseUrl, 'me'], queryFn: ({ signal }) => api.me(signal) }),
}

export const publicMutations = {
  createConsignment: (api: PublicApi, client: QueryClient) =>
    mutationOptions({
      mutationKey: ['public', 'createConsignment'],
      mutationFn: (input: ConsignmentRequest) => api.createConsignment(input),
      onSettled: () => client.invalidateQueries({ queryKey: publicQueries.all }),
      meta: { surface: 'public' },
    }),
  createTransfer: (api: PublicApi) =>
    mutationOptions({
      mutationKey: ['public', 'createTransfer'],
      mutationFn: ({ consignmentId, input }: { consignmentId: string; input: TransferRequest }) =>
        api.createTransfer(consignmentId, input),
      meta: { surface: 'public' },
    }),
}

export const storageMutations = {
  downloadLink: (api: StorageApi) =>
    mutationOptions({
      mutationKey: ['storage', 'downloadLink'],
      mutationFn: (input: DownloadRequest) => api.downloadLink(input),
      meta: { surface: 'storage' },
    }),
}
