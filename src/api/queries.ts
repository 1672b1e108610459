import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { PublicApi } from './public-api'
import type { ConsignmentRequest, DownloadRequest, TransferRequest } from './schemas'
import type { StorageApi } from './storage-api'
import { inTaskOfItsOwn } from '../lib/yield-to-browser'

/**
 * The public API's queries wait for an access token (`useCredentials(hasToken)`): without one
 * the service could only refuse, and a first visit would open on a refusal instead of a welcome.
 * With one, the client's defaults decide.
 */
const needsToken = (hasToken: boolean) => (hasToken ? {} : { enabled: false })

/** Keys and options per surface in one place (TkDodo's query-options pattern). */
export const publicQueries = {
  all: ['public'] as const,
  count: (api: PublicApi, hasToken: boolean) =>
    queryOptions({
      queryKey: [...publicQueries.all, api.baseUrl, 'count'],
      // Not in the first render's effects task, with every other read of the page (inTaskOfItsOwn).
      queryFn: ({ signal }) => inTaskOfItsOwn(() => api.count(signal), signal),
      ...needsToken(hasToken),
    }),
  meKey: (api: PublicApi) => [...publicQueries.all, api.baseUrl, 'me'] as const,
  me: (api: PublicApi, hasToken: boolean) =>
    queryOptions({
      queryKey: publicQueries.meKey(api),
      queryFn: ({ signal }) => inTaskOfItsOwn(() => api.me(signal), signal),
      ...needsToken(hasToken),
    }),
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
