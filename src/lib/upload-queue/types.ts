import type { StoreApi } from 'zustand/vanilla'
import type { UploadEvents, Uploader, UploadFields } from '../../api/storage-api'
import type { ChecksumAlgorithm } from '../../config/schema'
import type { FileState, FollowStep, Phase, Step } from '../send/model'
import { UnverifiedUploadError } from '../send/model'

export type { ChecksumInfo } from '../send/model'
export { ChecksumMismatchError, UnverifiedUploadError } from '../send/model'

/** Where a file is (the model's phase): `running` is a follow step's request, named in `step`. */
export type QueueState = Phase
export type QueueStep = Step

/** One file in the queue: its model's state and what moving its bytes adds; a new object whenever anything changes. */
export type QueueItem = FileState &
  Readonly<{
    id: string
    file: File
    fields: UploadFields
    sent: number
    total: number
    /** bytes per second over the last few seconds */
    speed: number
    startedAt?: number
  }>

/** A resumed file: its model's state (lib/send/model.ts `resumed`) and its size (the File may be a stand-in without bytes). */
export type ResumePoint = Readonly<{ state: FileState; size: number }>

/**
 * A follow step's request for `files[n]` of its `add`, run by the queue once its start is saved:
 * it calls `leaving()` just before the request goes out (from then on a cancel does not abort
 * it: the server may do it anyway) and returns the id the server gave.
 */
export type StepRun = (item: QueueItem, signal: AbortSignal, leaving: () => void, n: number) => Promise<string>
export type QueueFollowStep = Readonly<{ name: FollowStep; run: StepRun }>

/**
 * What a send gives the queue with its files, each named by its place `n` in them: the follow
 * steps, in the model's order (none for the Upload page); where resumed files start (`from[n]`);
 * `save`, which writes what the journal keeps of a file (the queue awaits each save before that
 * file's next request leaves: decision 0008); and what it is told of each file, as it happens.
 */
export type QueuePlan = Readonly<{
  steps?: readonly QueueFollowStep[]
  from?: readonly (ResumePoint | undefined)[]
  save?: (item: QueueItem, n: number) => Promise<void>
  /** the upload is confirmed and accepted (verified, or the person sent it on unverified) */
  uploaded?: (item: QueueItem, n: number) => void
  /** its state changed (or a cancelled step's doubt ended) */
  changed?: (item: QueueItem, n: number) => void
  /** how file `n`'s upload goes out when not by the page's XHR (UploadEvents.via) */
  via?: (n: number, size: number) => UploadEvents['via']
}>

export type QueueTotals = Readonly<{
  files: number
  sent: number
  total: number
  speed: number
  /** null while nothing moves */
  etaSeconds: number | null
  active: number
  queued: number
  done: number
  failed: number
}>

export type QueueSnapshot = Readonly<{ items: readonly QueueItem[]; totals: QueueTotals }>

export type HashFn = (file: File, signal: AbortSignal, onProgress: (hashed: number) => void) => Promise<string>
export type TimerHandle = ReturnType<typeof setTimeout>

export type UploadQueueOptions = {
  uploader: Uploader
  hash: HashFn
  /** what `hash` computes: the server's digest is read as this algorithm's */
  checksumAlgorithm?: ChecksumAlgorithm
  concurrency: number
  /** jitter source for the retries' waits (lib/retry-policy.ts), in [0, 1) */
  random?: () => number
  /** whether the browser is online (the browser's by default): nothing is tried while it is not */
  online?: { get: () => boolean; subscribe: (listener: () => void) => () => void }
  now?: () => number
}

/** Bulk operations take a set of ids: a page acts on its own files in one call. */
export type UploadQueue = {
  add(files: File[], fields: UploadFields, plan?: QueuePlan): string[]
  cancel(ids: Iterable<string>): void
  /** resumes each from the step that failed (or was cancelled) */
  retry(ids: Iterable<string>): void
  /** cancels, then forgets */
  remove(ids: Iterable<string>): void
  /** Every retry that waits (for its time, or for the network) goes now: the person said to try. */
  retryNow(): void
  /** forgets the done and cancelled ones among `ids` (all by default) */
  removeFinished(ids?: Iterable<string>): void
  subscribe(listener: () => void): () => void
  getSnapshot(): QueueSnapshot
  /** The same snapshot as a zustand store, for React's `useStore`. */
  snapshot: Omit<StoreApi<QueueSnapshot>, 'setState'>
}

export const activeStates: ReadonlySet<QueueState> = new Set(['uploading', 'processing', 'running'])
export const finishedStates: ReadonlySet<QueueState> = new Set(['done', 'cancelled'])

/** A file queued or on its way: not done, cancelled or failed. */
export const stillMoving = (state: QueueState) => state !== 'failed' && !finishedStates.has(state)
/** Something of these files is queued or on its way. */
export const anyMoving = (totals: QueueTotals) => totals.active + totals.queued > 0

/** What cancel and retry accept: the queue's guards and the buttons people see, one rule. */
export const canCancel = (item: QueueItem) => stillMoving(item.state)
/** What "Retry all" retries: the failed, but not an unverified upload, which goes on only by its own choice. */
export const retriedByBulk = (item: QueueItem) => item.state === 'failed' && !(item.error instanceof UnverifiedUploadError)

export const canRetry = (item: QueueItem) =>
  item.state === 'failed' || item.state === 'cancelled' || item.retryAt !== undefined || item.waiting !== undefined
