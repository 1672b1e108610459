import type { UploadResult } from '../../api/schemas'
import type { Uploader, UploadFields } from '../../api/storage-api'
import type { ChecksumAlgorithm } from '../../config/schema'

/** `running`: one of the follow steps its owner gave (named in `step`) is under way. */
export type QueueState = 'queued' | 'uploading' | 'processing' | 'running' | 'done' | 'failed' | 'cancelled'
/** `upload`, the queue's own, or the name of a follow step its owner gave: the queue knows no other. */
export type QueueStep = string

/**
 * The file's checksum here against the server's: `failed` when this browser could not compute
 * it, `not-given` when the server's value holds no digest, `not-comparable` when it is another
 * algorithm's (`serverAlgorithm`). Only `mismatch` means the bytes differ.
 */
export type ChecksumInfo = Readonly<{
  state: 'pending' | 'match' | 'mismatch' | 'not-comparable' | 'not-given' | 'failed'
  local?: string
  server?: string
  serverAlgorithm?: string
  /** why the local checksum could not be computed */
  reason?: string
  /** bytes of the file hashed so far */
  hashed: number
}>

/** One file in the queue; a new object whenever anything about it changes. */
export type QueueItem = Readonly<{
  id: string
  file: File
  fields: UploadFields
  state: QueueState
  /** the current step, or the one that failed */
  step: QueueStep
  sent: number
  total: number
  /** bytes per second over the last few seconds */
  speed: number
  startedAt?: number
  checksum: ChecksumInfo
  result?: UploadResult
  /** what each follow step done so far answered, by its name (an id the server gave) */
  results: Readonly<Record<string, string>>
  error?: unknown
  /** tries of the current step so far */
  attempts: number
  /** when an automatic retry is due (ms, same clock as `now`) */
  retryAt?: number
  /** `network`: a retry waits for the browser to be online again (nothing is tried meanwhile) */
  waiting?: 'network'
  /**
   * Cancelled while this follow step's request was on its way: the server may have done it. Its
   * answer, if it still comes, is used (the step is done); a refusal clears it (nothing was
   * done); it is made again only when the person retries this file.
   */
  doubt?: QueueStep
}>

/**
 * Where a resumed file starts (a send journal's word): its upload already confirmed, so it goes
 * straight to the follow step not yet done and needs no bytes. `size` is the file's, as the
 * file given with it may be a stand-in without them.
 */
export type ResumePoint = Readonly<{
  result: UploadResult
  size: number
  checksum?: ChecksumInfo
  /** the follow steps already done, with what each answered: the next one not among them goes first */
  results?: Readonly<Record<string, string>>
}>

/**
 * A step after the upload, given by the queue's user: its answer is kept in `results[name]`.
 * `run` calls `leaving()` just before its request goes out: from then on a cancel does not abort
 * it (the server may do it anyway) but waits for its answer.
 */
export type FollowStep = {
  name: string
  run: (item: QueueItem, signal: AbortSignal, leaving: () => void) => Promise<string>
}

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
  /**
   * The wait before automatic retry number `attempt` (1-based) of a step whose first failure was
   * `elapsedMs` ago, or null: it fails. Defaults to lib/retry-policy.ts's `nextRetry`.
   */
  retryIn?: (error: unknown, attempt: number, elapsedMs: number) => number | null
  /** jitter source for the default policy, in [0, 1) */
  random?: () => number
  /** whether the browser is online (lib/connectivity.ts by default): nothing is tried while it is not */
  online?: { get: () => boolean; subscribe: (listener: () => void) => () => void }
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => TimerHandle
  clearTimer?: (handle: TimerHandle) => void
}

/**
 * What the queue reports as it happens, for those who keep what it did (a send's journal and
 * history listen; the queue keeps nothing). `uploaded`: the upload is confirmed and accepted
 * (its checksum verified, or the person chose to go on unverified), before any follow step.
 * `state`: the item's state changed (or a cancelled step's doubt: its late answer is known).
 */
export type QueueEvent = Readonly<{ type: 'uploaded' | 'state'; item: QueueItem }>

/** Bulk operations take a set of ids: a page acts on its own files in one call. */
export type UploadQueue = {
  /** `from[i]`, when given, resumes `files[i]` after its upload (see ResumePoint) */
  add(files: File[], fields: UploadFields, steps?: readonly FollowStep[], from?: readonly (ResumePoint | undefined)[]): string[]
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
  /** Every event, as it happens (not throttled like `subscribe`). */
  listen(listener: (event: QueueEvent) => void): () => void
}

/**
 * The server stored other bytes than the file's: its checksum `local` here, `server` there.
 * Errors here carry data; the interface phrases them (components/explain.ts).
 */
export class ChecksumMismatchError extends Error {
  constructor(
    readonly local: string,
    readonly server: string,
  ) {
    super(`checksum mismatch: local ${local}, server ${server}`)
    this.name = 'ChecksumMismatchError'
  }
}

/** The local checksum could not be computed: the upload cannot be verified, so the person decides. */
export class UnverifiedUploadError extends Error {
  constructor(readonly reason: string) {
    super(`upload not verified: ${reason}`)
    this.name = 'UnverifiedUploadError'
  }
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
