import type { UploadResult } from '../../api/schemas'
import type { ChecksumAlgorithm } from '../../config/schema'
import { compareDigest } from '../digest'
import { isRefusal, nextRetry } from '../retry-policy'

/*
 * The model of one file in a send: a state machine written as a pure reducer,
 * `next(file, event) → { file, effects }` (the Elm architecture). It holds every rule of what
 * happens next to a file (the order of steps, retry or fail, a step in doubt after a cancel, a
 * late answer, a resume) and does nothing itself: a runner (lib/upload-queue/entry.ts) moves the
 * bytes, makes the requests, keeps the timers and writes the journal, and feeds what came of it
 * back as events. No I/O, timers, React or DOM here, so a page, another tab or a service worker
 * can run it.
 */

/** A file's steps, in their order: the one list of them. The Upload page's files take the first alone. */
export const STEPS = ['upload', 'register', 'transfer'] as const
export type Step = (typeof STEPS)[number]
/** A step after the upload: a request to the public API whose answer is an id. */
export type FollowStep = Exclude<Step, 'upload'>

/**
 * A step as the journal keeps it (decision 0008). `in-flight`: its request left and no answer
 * was kept, so the server may have done it. `failed`: the server refused it. Only `done` is known done.
 */
export type StepState = 'todo' | 'in-flight' | 'done' | 'failed'

/** Where the file is now: `running` is a follow step's request (named by `step`). */
export type Phase = 'queued' | 'uploading' | 'processing' | 'running' | 'done' | 'failed' | 'cancelled'

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

/** The server stored other bytes than the file's. Errors carry data; the interface phrases them. */
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

/** One file in a send: what the journal keeps of it, and where its run is. */
export type FileState = Readonly<{
  /** the last step of its plan: `upload` for the Upload page, `transfer` for a send */
  last: Step
  /** each step as the journal keeps it */
  steps: Readonly<Record<Step, StepState>>
  state: Phase
  /** the current step, or the one that failed or was cancelled */
  step: Step
  result?: UploadResult
  checksum: ChecksumInfo
  /** what each follow step answered (the consignment's id, the transfer's) */
  results: Readonly<Partial<Record<FollowStep, string>>>
  error?: unknown
  /** tries of the current step so far */
  attempts: number
  /** this run of a step: an answer of another is late, and ignored unless it is `late` */
  attempt: number
  /** the run cancelled while its request was on its way, whose answer is still the truth */
  late?: number
  /** the current follow step's request has left (a cancel from here leaves it in doubt) */
  left: boolean
  /** the upload holds one of the queue's upload slots */
  slot: boolean
  /** the upload is confirmed and accepted (verified, or sent on unverified by the person) */
  accepted: boolean
  /** automatic retries of the failing step, and when it first failed */
  retries: number
  failingSince?: number
  /** when an automatic retry is due (ms) */
  retryAt?: number
  /** a retry waits for the browser to be online again */
  waiting?: 'network'
  /**
   * Cancelled while this step's request was on its way: the server may have done it. Its late
   * answer is used; a refusal clears it; it is made again only when the person retries.
   */
  doubt?: FollowStep
}>

export type Event =
  /** the queue's turn for its upload: a slot is free */
  | { type: 'slot' }
  /** hashing has read this many bytes */
  | { type: 'hashed'; attempt: number; hashed: number }
  /** every byte of the upload left */
  | { type: 'sent'; attempt: number }
  /** the storage service answered the upload */
  | { type: 'stored'; attempt: number; result: UploadResult }
  /** the local checksum is known (`local`), or could not be computed (`reason`) */
  | { type: 'verified'; attempt: number; local?: string; reason?: string; algorithm: ChecksumAlgorithm; size: number }
  /** a follow step's start is written: its request leaves now */
  | { type: 'leaving'; attempt: number }
  /** a follow step answered with its id */
  | { type: 'answered'; attempt: number; id: string }
  /** the current step failed; `jitter` in [0, 1) spreads the retries; `online`: the browser says so */
  | { type: 'failed'; attempt: number; error: unknown; now: number; online: boolean; jitter: number }
  /** the person cancelled */
  | { type: 'cancel' }
  /** the person asked to try again */
  | { type: 'retry' }
  /** a retry's time came, or the network is back, or the person said to try now */
  | { type: 'wake'; online: boolean }

export type Effect =
  /** wants an upload slot */
  | { type: 'enqueue' }
  /** gives its upload slot back */
  | { type: 'release' }
  /** uploads and hashes the file, feeding back `hashed`, `sent`, `stored`, `verified` or `failed` */
  | { type: 'upload'; attempt: number }
  /** makes the step's request once every save before it is written, feeding back `leaving` then `answered` or `failed` */
  | { type: 'request'; step: FollowStep; attempt: number }
  /** stops what runs and has not left */
  | { type: 'abort' }
  /** wakes the file after `ms` (one timer a file: a new one replaces it) */
  | { type: 'timer'; ms: number }
  | { type: 'stop-timer' }
  /** writes what the journal keeps of the file, after the saves before it */
  | { type: 'save' }
  /** the upload is confirmed and accepted: History keeps it */
  | { type: 'uploaded' }

export type Transition = { file: FileState; effects: Effect[] }

/** The steps after `step` in a plan ending at `last`. */
const after = (step: Step, last: Step): Step | undefined =>
  STEPS.indexOf(step) < STEPS.indexOf(last) ? STEPS[STEPS.indexOf(step) + 1] : undefined

const nothing = (file: FileState): Transition => ({ file, effects: [] })

/** A new file of a send (or of the Upload page, ending at `upload`). */
export function fresh(last: Step = 'transfer'): FileState {
  return {
    last,
    steps: { upload: 'todo', register: 'todo', transfer: 'todo' },
    state: 'queued',
    step: 'upload',
    checksum: { state: 'pending', hashed: 0 },
    results: {},
    attempts: 0,
    attempt: 0,
    left: false,
    slot: false,
    accepted: false,
    retries: 0,
  }
}

/**
 * What the journal keeps of a file, and what it still needs:
 * - `nothing`: delivered, or settled by the person;
 * - `doubt`: a registration or transfer left and no answer was kept: the person chooses;
 * - `upload` (never confirmed: an upload in flight is simply made again, its unconfirmed copy
 *   on the server reaches no one), then `register`, then `transfer`.
 */
export type Kept = Readonly<{
  steps: Readonly<Record<Step, StepState>>
  result?: UploadResult
  consignmentId?: string
  settled?: 'done' | 'left-out'
  uploadOnly?: true
}>

export type FileNeed = { kind: 'nothing'; delivered: boolean } | { kind: 'doubt'; step: FollowStep } | { kind: Step }

export function needOf(file: Kept): FileNeed {
  if (file.settled) return { kind: 'nothing', delivered: file.settled === 'done' }
  if (file.steps.transfer === 'done') return { kind: 'nothing', delivered: true }
  if (file.steps.upload !== 'done' || !file.result) return { kind: 'upload' }
  if (file.uploadOnly) return { kind: 'nothing', delivered: true }
  if (file.steps.register === 'in-flight') return { kind: 'doubt', step: 'register' }
  if (file.steps.register !== 'done' || !file.consignmentId) return { kind: 'register' }
  if (file.steps.transfer === 'in-flight') return { kind: 'doubt', step: 'transfer' }
  return { kind: 'transfer' }
}

/**
 * A file taken up again from what the journal kept: past its upload (no bytes needed), at the
 * first follow step not known done; a step in doubt only when the person chose to make it again.
 */
export function resumed(kept: Kept & { checksum?: ChecksumInfo }): FileState {
  const need = needOf(kept)
  const step: Step = need.kind === 'doubt' ? need.step : need.kind === 'nothing' ? 'transfer' : need.kind
  const registered = kept.steps.register === 'done' && kept.consignmentId
  return {
    ...fresh(kept.uploadOnly ? 'upload' : 'transfer'),
    steps: { ...kept.steps },
    step,
    result: kept.result,
    checksum: kept.checksum ?? { state: 'pending', hashed: 0 },
    results: registered && step === 'transfer' ? { register: kept.consignmentId } : {},
    accepted: step !== 'upload',
  }
}

/**
 * The first move of a file given to the queue: it waits for a slot, an upload as a file taken up
 * past it (a resume, a send again: the queue has slots of its own for those), so a send of many
 * such files makes its requests a few at a time, each journaled `in-flight` only as it leaves.
 */
export function start(file: FileState): Transition {
  return { file, effects: [{ type: 'enqueue' }] }
}

/** Runs follow step `step`: its start is journaled, and its request leaves once that is written. */
function follow(file: FileState, step: FollowStep, effects: Effect[] = []): Transition {
  const attempt = file.attempt + 1
  return {
    file: {
      ...file,
      state: 'running',
      step,
      attempt,
      attempts: file.step === step ? file.attempts + 1 : 1,
      left: false,
      error: undefined,
      retryAt: undefined,
      waiting: undefined,
      doubt: undefined,
      steps: { ...file.steps, [step]: 'in-flight' },
    },
    effects: [...effects, { type: 'save' }, { type: 'request', step, attempt }],
  }
}

/** After `step` is done: the next step, or the end (journaled at once: nothing else would carry it). */
function onward(file: FileState, step: Step, effects: Effect[]): Transition {
  const next = after(step, file.last)
  const done: FileState = { ...file, retries: 0, failingSince: undefined }
  if (next && next !== 'upload') return follow(done, next, effects)
  return { file: { ...done, state: 'done' }, effects: [...effects, { type: 'save' }] }
}

/** The upload is confirmed: History keeps it, and the send goes on. */
function accept(file: FileState, effects: Effect[] = []): Transition {
  if (file.accepted) return { file, effects }
  return {
    file: { ...file, accepted: true, steps: { ...file.steps, upload: 'done' } },
    effects: [...effects, { type: 'uploaded' }],
  }
}

/** Tries the current step again: an upload waits for a slot, a follow step goes now. */
function again(file: FileState): Transition {
  const s: FileState = { ...file, late: undefined }
  if (s.step === 'upload')
    return {
      file: { ...s, state: 'queued', retryAt: undefined, waiting: undefined, doubt: undefined },
      effects: [{ type: 'stop-timer' }, { type: 'enqueue' }],
    }
  // Past its upload: an unverified one goes on only now, with the person's say.
  const accepted = accept(s, [{ type: 'stop-timer' }])
  return follow(accepted.file, s.step, accepted.effects)
}

/**
 * A step failed: tried again by itself after a wait when the failure may pass (decision 0012),
 * waiting for the network while offline; else failed, until the person retries.
 */
function fail(file: FileState, error: unknown, now: number, online: boolean, jitter: number): Transition {
  const effects: Effect[] = file.slot ? [{ type: 'release' }] : []
  const failingSince = file.failingSince ?? now
  const wait = nextRetry(error, file.retries + 1, now - failingSince, undefined, () => jitter)
  const s: FileState = { ...file, slot: false, error, failingSince, left: false }
  // A follow step's failure is journaled: one that never left, or was refused, did nothing; no
  // answer (or a 5xx: a gateway may answer after the service did it) may hide one done.
  const outcome: StepState = !file.left ? 'todo' : isRefusal(error) ? 'failed' : 'in-flight'
  const journaled: FileState = s.step === 'upload' ? s : { ...s, steps: { ...s.steps, [s.step]: outcome } }
  const saved: Effect[] = s.step === 'upload' ? effects : [...effects, { type: 'save' }]
  if (wait === null) return { file: { ...journaled, state: 'failed', retryAt: undefined, waiting: undefined }, effects: saved }
  const retrying = { ...journaled, retries: s.retries + 1, state: 'queued' as const }
  if (!online) return { file: { ...retrying, failingSince: undefined, retryAt: undefined, waiting: 'network' }, effects: saved }
  return { file: { ...retrying, retryAt: now + wait, waiting: undefined }, effects: [...saved, { type: 'timer', ms: wait }] }
}

/** What came of a request on its way when the person cancelled is known: no more doubt. */
const settleLate = (file: FileState, change: Partial<FileState> = {}): FileState => ({
  ...file,
  ...change,
  late: undefined,
  doubt: undefined,
})

/** Whether this event is of the run under way (`live`) or of the one cancelled on its way (`late`). */
function whose(file: FileState, attempt: number): 'live' | 'late' | 'stale' {
  if (attempt === file.attempt && file.state !== 'cancelled') return 'live'
  return attempt === file.late && file.state === 'cancelled' ? 'late' : 'stale'
}

/** Ready for an upload slot now: not cancelled, not waiting for an automatic retry or the network. */
export const wantsSlot = (file: FileState) =>
  file.state === 'queued' && file.retryAt === undefined && !file.waiting && (file.step === 'upload' || file.attempt === 0)

export function next(file: FileState, event: Event): Transition {
  switch (event.type) {
    case 'slot': {
      if (!wantsSlot(file)) return { file, effects: [{ type: 'release' }] }
      // Taken up past its upload: its step's request, holding the slot until it is answered.
      if (file.step !== 'upload') return follow({ ...file, slot: true }, file.step)
      const attempt = file.attempt + 1
      return {
        file: {
          ...file,
          state: 'uploading',
          slot: true,
          attempt,
          attempts: file.attempts + 1,
          accepted: false,
          error: undefined,
          retryAt: undefined,
          result: undefined,
          checksum: { state: 'pending', hashed: 0 },
          // Journaled, not waited for: a tab that dies now leaves "was uploading", never "not started".
          steps: { ...file.steps, upload: 'in-flight' },
        },
        effects: [{ type: 'save' }, { type: 'upload', attempt }],
      }
    }
    case 'hashed':
      return whose(file, event.attempt) === 'live'
        ? nothing({ ...file, checksum: { ...file.checksum, hashed: event.hashed } })
        : nothing(file)
    case 'sent':
      return whose(file, event.attempt) === 'live' && file.state === 'uploading'
        ? nothing({ ...file, state: 'processing' })
        : nothing(file)
    case 'stored': {
      const who = whose(file, event.attempt)
      if (who === 'stale') return nothing(file)
      const checksum = { ...file.checksum, server: event.result.checksum.trim() }
      return nothing({ ...file, ...(who === 'live' && { state: 'processing' as const }), result: event.result, checksum })
    }
    case 'verified': {
      const who = whose(file, event.attempt)
      if (who === 'stale' || !file.result) return nothing(file)
      const server = file.checksum.server ?? ''
      const local = event.local?.trim().toLowerCase()
      const verdict = local ? compareDigest(local, server, event.algorithm) : undefined
      const checksum: ChecksumInfo = {
        state: verdict?.state ?? 'failed',
        local,
        server,
        serverAlgorithm: verdict?.state === 'not-comparable' ? verdict.serverAlgorithm : undefined,
        reason: event.reason,
        hashed: local ? event.size : file.checksum.hashed,
      }
      const s: FileState = { ...file, checksum }
      const following = after('upload', s.last)
      if (who === 'late') {
        // Cancelled once its bytes were all sent, yet stored: uploaded, unless the bytes differ
        // or cannot be verified (those go on only with the person's say).
        if (checksum.state === 'mismatch' || (!local && following)) return nothing(settleLate(s))
        const accepted = accept(settleLate(s, following ? { step: following } : { state: 'done' }))
        return { file: accepted.file, effects: [...accepted.effects, { type: 'save' }] }
      }
      if (local && checksum.state === 'mismatch') return fail(s, new ChecksumMismatchError(local, server), 0, true, 0)
      const released: FileState = { ...s, slot: false, retries: 0, failingSince: undefined }
      const effects: Effect[] = [{ type: 'release' }]
      // Unverified bytes are not sent on to anyone without the person's say (their retry).
      if (!local && following)
        return {
          file: {
            ...released,
            state: 'failed',
            step: following,
            error: new UnverifiedUploadError(event.reason ?? 'unknown reason'),
          },
          effects,
        }
      const accepted = accept(released, effects)
      return onward(accepted.file, 'upload', accepted.effects)
    }
    case 'leaving':
      return whose(file, event.attempt) === 'live' && file.state === 'running' ? nothing({ ...file, left: true }) : nothing(file)
    case 'answered': {
      const who = whose(file, event.attempt)
      if (who === 'stale' || file.step === 'upload') return nothing(file)
      const step = file.step
      const s: FileState = {
        ...file,
        results: { ...file.results, [step]: event.id },
        steps: { ...file.steps, [step]: 'done' },
        left: false,
      }
      if (who === 'live') return onward({ ...s, slot: false }, step, s.slot ? [{ type: 'release' }] : [])
      // Cancelled on its way, and done: done, not cancelled; the next step is not made.
      const following = after(step, s.last)
      return { file: settleLate(s, following ? { step: following } : { state: 'done' }), effects: [{ type: 'save' }] }
    }
    case 'failed': {
      const who = whose(file, event.attempt)
      if (who === 'live') return fail(file, event.error, event.now, event.online, event.jitter)
      if (who === 'stale') return nothing(file)
      // Late: a refused request did nothing (a plain cancel); an upload that was not stored neither.
      if (file.step === 'upload') return nothing(settleLate(file))
      if (!isRefusal(event.error)) return nothing(file)
      return { file: settleLate(file, { steps: { ...file.steps, [file.step]: 'failed' } }), effects: [{ type: 'save' }] }
    }
    case 'cancel': {
      if (file.state === 'done' || file.state === 'failed' || file.state === 'cancelled') return nothing(file)
      const effects: Effect[] = [{ type: 'stop-timer' }]
      if (file.slot) effects.push({ type: 'release' })
      const cancelled = {
        ...file,
        state: 'cancelled' as const,
        slot: false,
        retryAt: undefined,
        waiting: undefined,
        late: undefined,
      }
      // Its request left: the server may do it anyway. Its answer, when it comes, is the truth.
      if (file.state === 'running' && file.left)
        return { file: { ...cancelled, doubt: file.step as FollowStep, late: file.attempt }, effects }
      // All bytes sent: a plain cancel, though a late answer still makes it uploaded.
      if (file.state === 'processing') return { file: { ...cancelled, late: file.attempt }, effects }
      effects.push({ type: 'abort' })
      // Cancelled before its request left: never reached the server, still to do.
      if (file.state === 'running') {
        effects.push({ type: 'save' })
        return { file: { ...cancelled, attempt: file.attempt + 1, steps: { ...file.steps, [file.step]: 'todo' } }, effects }
      }
      return { file: { ...cancelled, attempt: file.attempt + 1 }, effects }
    }
    case 'retry': {
      const retryable = file.state === 'failed' || file.state === 'cancelled' || file.retryAt !== undefined || file.waiting
      if (!retryable) return nothing(file)
      return again({ ...file, retries: 0, failingSince: undefined })
    }
    case 'wake': {
      if (file.state !== 'queued' || (file.retryAt === undefined && !file.waiting)) return nothing(file)
      if (!event.online) return nothing({ ...file, retryAt: undefined, waiting: 'network', failingSince: undefined })
      return again(file)
    }
  }
}

/** A step of a file as the interface shows it. `doubt`: cancelled while its request was on its way. */
export type StepProgress = 'done' | 'now' | 'retrying' | 'failed' | 'cancelled' | 'doubt' | 'todo'

export function stepProgress(
  file: Pick<FileState, 'state' | 'step' | 'doubt' | 'retryAt' | 'waiting'>,
  step: Step,
): StepProgress {
  if (file.state === 'done') return 'done'
  const here = STEPS.indexOf(file.step)
  const at = STEPS.indexOf(step)
  if (at < here) return 'done'
  if (at > here) return 'todo'
  if (file.state === 'cancelled') return file.doubt === step ? 'doubt' : 'cancelled'
  if (file.state === 'failed') return 'failed'
  // Waiting for its retry (its time, or the network): under way, not "not yet".
  if (file.state === 'queued') return file.retryAt !== undefined || file.waiting ? 'retrying' : 'todo'
  return 'now'
}
