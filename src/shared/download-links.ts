import {
  onlineManager,
  queryOptions,
  useQueries,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query'
import type { DownloadRequest } from '../api/schemas'
import type { StorageApi } from '../api/storage-api'
import { safeHttpUrl } from '../lib/format'
import { createGate } from '../lib/gate'
import { nextRetry } from '../lib/retry-policy'

/*
 * The download links of a send's delivered files (POST /download), one query per file, kept for
 * as long as the page lives: a summary shown again (after Retry all, say) shows the links it
 * showed. A link is asked again by itself like a send's steps (lib/retry-policy.ts), with no end
 * while the service may answer, and nothing is tried while the browser is offline; a refusal
 * stays, with its error, until the person asks again.
 */

/** `href`: the link (null when it is not http(s)); `error` with `retry`: asked again by itself, soon or once online; alone: refused. */
export type LinkState = Readonly<{ href?: string | null; error?: unknown; retry?: 'soon' | 'online' }>

type Delivered = Readonly<{ id: string; result?: DownloadRequest }>

// Not 1,000 requests at once for 1,000 files (each would time out queued in the browser): 4 at a time, none held while waiting to retry.
const gate = createGate(4)

export const downloadLinkQuery = (storageApi: StorageApi, { fileId, containerId }: DownloadRequest) =>
  queryOptions({
    queryKey: ['storage', storageApi.baseUrl, 'download', fileId, containerId ?? null],
    queryFn: async ({ signal }) =>
      safeHttpUrl(await gate(() => storageApi.downloadLink({ fileId, containerId }, signal), signal), storageApi.baseUrl),
    // Counted from each failure, not the first: never given up while the service may answer.
    retry: (failures, error) => nextRetry(error, failures + 1, 0) !== null,
    // Offline, no wait: the query pauses at once, and goes the moment the browser is back.
    retryDelay: (failures, error) => (onlineManager.isOnline() ? (nextRetry(error, failures + 1, 0) ?? 0) : 0),
    staleTime: Infinity,
    gcTime: Infinity,
    // A refusal stays until the person asks again.
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

function linkState(r: UseQueryResult<string | null>): LinkState {
  if (r.data !== undefined) return { href: r.data }
  if (r.isError) return { error: r.error }
  if (r.failureCount > 0) return { error: r.failureReason, retry: r.isPaused ? 'online' : 'soon' }
  return {}
}

/** Links made at once for a send of up to this many files; beyond it, on request. */
export const AUTO_LINKS = 20

/** Whether any of these files' links was asked before (a summary shown again). */
const askedBefore = (client: QueryClient, storageApi: StorageApi, delivered: readonly Delivered[]) =>
  delivered.some((d) => d.result && client.getQueryState(downloadLinkQuery(storageApi, d.result).queryKey))

/** Whether a summary of these files asks for their links as soon as it is shown: a few files, or asked before. */
export const askedAtOnce = (client: QueryClient, storageApi: StorageApi, delivered: readonly Delivered[]) =>
  delivered.length <= AUTO_LINKS || askedBefore(client, storageApi, delivered)

/** Whether a query of the cache is a download link's: a change of one may make a send's links ready. */
export const isDownloadLinkKey = (queryKey: readonly unknown[]) => queryKey[0] === 'storage' && queryKey[2] === 'download'

/**
 * These files' links as the cache holds them, for the end of a send (app/SendAnnouncer):
 * `ready`, every one made; `refused`, one refused or not http(s) (it waits for the person);
 * `not-yet`, neither (on their way, or never asked).
 */
export function linksHeld(client: QueryClient, storageApi: StorageApi, delivered: readonly Delivered[]) {
  const states = delivered.map((d) => d.result && client.getQueryState(downloadLinkQuery(storageApi, d.result).queryKey))
  if (states.some((s) => s?.status === 'error' || s?.data === null)) return 'refused'
  return states.length > 0 && states.every((s) => typeof s?.data === 'string') ? 'ready' : 'not-yet'
}

/** The links of the delivered files (none asked until `asked`), by file id, and a way to ask one again now. */
export function useDownloadLinks(storageApi: StorageApi, delivered: readonly Delivered[], asked: boolean) {
  const client = useQueryClient()
  const asking = asked
    ? delivered.flatMap((d) => (d.result ? [{ id: d.id, query: downloadLinkQuery(storageApi, d.result) }] : []))
    : []
  const results = useQueries({ queries: asking.map((a) => a.query) })
  const links = new Map(asking.map(({ id }, i) => [id, linkState(results[i]!)]))
  const keys = new Map(asking.map((a) => [a.id, a.query.queryKey]))
  /** Asks for the link of `id` now: a refused one, or one waiting to be asked again. */
  const again = (id: string) => {
    const queryKey = keys.get(id)
    if (!queryKey) return
    // A try under way would be joined rather than made anew: it is stopped first.
    void client.cancelQueries({ queryKey, exact: true }).then(() => client.refetchQueries({ queryKey, exact: true }))
  }
  return { links, again }
}

/**
 * The links of these files in their order, for "Copy all links" of a past send: made now (or as
 * this page already holds them), each tried a few times; a refusal rejects, for the person to
 * read. A link that is not http(s) is left out.
 */
export async function allLinks(client: QueryClient, storageApi: StorageApi, files: readonly DownloadRequest[]) {
  const links = await Promise.all(files.map((file) => client.fetchQuery({ ...downloadLinkQuery(storageApi, file), retry: 2 })))
  return links.filter((href): href is string => !!href)
}
