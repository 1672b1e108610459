import type { UploadFields } from '../../api/storage-api'
import { compareDigest } from '../digest'
import { isRefusal } from '../retry-policy'
import { RateMeter } from './stats'
import {
  canCancel,
  canRetry,
  ChecksumMismatchError,
  type ChecksumInfo,
  type FollowStep,
  type QueueEvent,
  type QueueItem,
  type QueueState,
  type QueueStep,
  type ResumePoint,
  type TimerHandle,
  type UploadQueueOptions,
  UnverifiedUploadError,
} from './types'

/** What an entry needs of its queue: time, timers, the upload slots and the publisher. */
export type EntryContext = {
  options: UploadQueueOptions
  now: () => number
  setTimer: (fn: () => void, ms: number) => TimerHandle
  clearTimer: (handle: TimerHandle) => void
  /** the wait before retry number `attempt` of a step that first failed `elapsedMs` ago, or null: it fails */
  retryIn: (error: unknown, attempt: number, elapsedMs: number) => number | null
  /** whether requests may be tried now (the browser says it is online, or the person said to try) */
  online: () => boolean
  /** the item changed (from state `before`): publish a new snapshot soon */
  changed: (before: QueueState, now: QueueState) => void
  /** tell the queue's listeners, now */
  report: (event: QueueEvent) => void
  /** the entry waits for an upload slot; the queue calls `upload()` when one is free */
  enqueue: (entry: Entry) => void
  /** the entry gave its upload slot back */
  released: () => void
  /** `delta` more bytes left this browser */
  progressed: (delta: number) => void
}

export type Entry = ReturnType<typeof createEntry>

/**
 * One file's journey through upload, then its follow steps. This closure alone changes the
 * file's state; the queue only hands out upload slots and publishes what the entries report.
 * `run` grows with every attempt and on cancel, so a late answer of an older attempt is ignored,
 * but for the one attempt whose request had left when the person cancelled (`lateAttempt`): its
 * answer is the truth about that step, and is used.
 */
export function createEntry(
  id: string,
  file: File,
  fields: UploadFields,
  steps: readonly FollowStep[],
  ctx: EntryContext,
  from?: ResumePoint,
) {
  const notDone = from ? steps.findIndex((s) => !from.results?.[s.name]) : 0
  const resumeAt = notDone === -1 ? steps.length : notDone
  let item: QueueItem = {
    id,
    file,
    fields,
    state: 'queued',
    step: from ? ((steps[resumeAt] ?? steps.at(-1))?.name ?? 'upload') : 'upload',
    sent: from?.size ?? 0,
    total: from?.size ?? file.size,
    speed: 0,
    checksum: from?.checksum ?? { state: 'pending', hashed: 0 },
    attempts: 0,
    results: from?.results ?? {},
    ...(from && { result: from.result }),
  }
  /** index in `steps` of the next follow step to run */
  let stepIndex = resumeAt
  let run = 0
  let slot = false
  let autoRetries = 0
  /** when the step now failing first failed (the retries' bound counts from it) */
  let failingSince: number | undefined
  let controller: AbortController | undefined
  /** the current follow step's request has gone out (a cancel from here leaves it in doubt) */
  let requestLeft = false
  /** the attempt cancelled while its request was on its way, whose answer is still awaited */
  let lateAttempt = -1
  let timer: TimerHandle | undefined
  /** the upload's result was reported accepted (a resumed file's was, before) */
  let accepted = !!from
  const meter = new RateMeter()

  const patch = (change: Partial<QueueItem>) => {
    const { state: before, doubt } = item
    item = { ...item, ...change }
    ctx.changed(before, item.state)
    if (item.state !== before || item.doubt !== doubt) ctx.report({ type: 'state', item })
  }
  /** The upload is confirmed and may go on: reported once per upload, before any follow step. */
  const accept = () => {
    if (accepted) return
    accepted = true
    ctx.report({ type: 'uploaded', item })
  }
  const release = () => {
    if (!slot) return
    slot = false
    ctx.released()
  }
  const stopTimer = () => {
    if (timer !== undefined) ctx.clearTimer(timer)
    timer = undefined
  }

  /** Waits for the browser to be online again: the queue wakes it (nothing is tried meanwhile). */
  const waitForNetwork = (change: Partial<QueueItem> = {}) => {
    failingSince = undefined
    patch({ ...change, state: 'queued', speed: 0, retryAt: undefined, waiting: 'network' })
  }

  function fail(step: QueueStep, error: unknown) {
    release()
    failingSince ??= ctx.now()
    const delay = ctx.retryIn(error, autoRetries + 1, ctx.now() - failingSince)
    if (delay === null) {
      patch({ state: 'failed', step, error, speed: 0, retryAt: undefined, waiting: undefined })
      return
    }
    autoRetries += 1
    if (!ctx.online()) return waitForNetwork({ step, error })
    patch({ state: 'queued', step, error, speed: 0, retryAt: ctx.now() + delay, waiting: undefined })
    timer = ctx.setTimer(() => {
      timer = undefined
      if (ctx.online()) resume()
      else waitForNetwork()
    }, delay)
  }

  function resume() {
    stopTimer()
    lateAttempt = -1
    if (item.step === 'upload') {
      patch({ state: 'queued', retryAt: undefined, waiting: undefined, doubt: undefined })
      ctx.enqueue(entry)
    } else {
      if (item.waiting || item.doubt) patch({ waiting: undefined, doubt: undefined })
      // Past its upload: an unverified one goes on only now, with the person's say.
      accept()
      void runFollowSteps()
    }
  }

  /**
   * Sends the file and hashes it at the same time; only when both are known is the server's
   * checksum compared with ours. A mismatch fails the item before any follow step runs.
   */
  async function upload() {
    slot = true
    const attempt = ++run
    const live = () => run === attempt
    /** cancelled once all its bytes were sent: the server's answer still tells whether it is stored */
    const late = () => lateAttempt === attempt && item.state === 'cancelled'
    const own = new AbortController()
    controller = own
    accepted = false
    const size = file.size
    const startedAt = ctx.now()
    meter.reset(startedAt)
    patch({
      state: 'uploading',
      step: 'upload',
      sent: 0,
      speed: 0,
      startedAt,
      attempts: item.attempts + 1,
      error: undefined,
      retryAt: undefined,
      result: undefined,
      checksum: { state: 'pending', hashed: 0 },
    })
    let sent = 0
    const advance = (next: number) => {
      if (next <= sent) return
      ctx.progressed(next - sent)
      sent = next
      meter.add(sent, ctx.now())
    }
    const onProgress = (loaded: number, bodyTotal: number) => {
      if (!live()) return
      // The multipart body is a little larger than the file; report file bytes.
      advance(bodyTotal > 0 ? Math.min(size, Math.round((loaded / bodyTotal) * size)) : 0)
      patch({ sent })
    }
    const onSent = () => {
      if (!live()) return
      advance(size)
      patch({ state: 'processing', sent })
    }
    const onHashed = (hashed: number) => {
      if (live()) patch({ checksum: { ...item.checksum, hashed } })
    }
    const hashing = Promise.resolve()
      .then(() => ctx.options.hash(file, own.signal, onHashed))
      .then(
        (hex) => ({ hex: hex.trim().toLowerCase(), reason: undefined }),
        (error: unknown) => ({ hex: undefined, reason: error instanceof Error ? error.message : String(error) }),
      )

    let result
    try {
      result = await ctx.options.uploader(file, fields, { onProgress, onSent, signal: own.signal })
    } catch (error) {
      own.abort()
      // Cancelled after its bytes left, and no stored file came of it: a plain cancel.
      if (late()) settleLate({})
      if (!live()) return
      fail('upload', error)
      return
    }
    if (!live() && !late()) return
    advance(size)
    const server = result.checksum.trim()
    patch({ ...(!late() && { state: 'processing' as const }), sent, result, checksum: { ...item.checksum, server } })
    const { hex: local, reason } = await hashing
    if (!live() && !late()) return
    const verdict = local ? compareDigest(local, server, ctx.options.checksumAlgorithm ?? 'sha256') : undefined
    const checksum: ChecksumInfo = {
      state: verdict?.state ?? 'failed',
      local,
      server,
      serverAlgorithm: verdict?.state === 'not-comparable' ? verdict.serverAlgorithm : undefined,
      reason,
      hashed: local ? size : item.checksum.hashed,
    }
    patch({ checksum })
    if (local && checksum.state === 'mismatch') {
      if (late()) settleLate({})
      else fail('upload', new ChecksumMismatchError(local, server))
      return
    }
    release()
    stepIndex = 0
    autoRetries = 0
    failingSince = undefined
    if (late()) {
      // Stored after all: uploaded (an unverified one is not sent on without the person's say).
      if (!local && steps.length > 0) return settleLate({})
      accept()
      return settleLate(steps[0] ? { step: steps[0].name } : { state: 'done' })
    }
    // Unverified bytes are not sent on to anyone without the person's say (their retry).
    if (!local && steps.length > 0) {
      patch({ state: 'failed', step: steps[0]!.name, error: new UnverifiedUploadError(reason ?? 'unknown reason'), speed: 0 })
      return
    }
    accept()
    await runFollowSteps()
  }

  /** Runs the follow steps from the one not yet done; an upload slot is not needed for them. */
  async function runFollowSteps() {
    const attempt = ++run
    const own = new AbortController()
    controller = own
    for (let step = steps[stepIndex]; step; step = steps[stepIndex]) {
      requestLeft = false
      patch({
        state: 'running',
        step: step.name,
        attempts: item.step === step.name ? item.attempts + 1 : 1,
        error: undefined,
        retryAt: undefined,
      })
      const leaving = () => {
        if (run === attempt) requestLeft = true
      }
      try {
        const answer = await step.run(item, own.signal, leaving)
        if (lateAttempt === attempt && item.state === 'cancelled') {
          // Cancelled while it was on its way, and done: done, not cancelled; the next step is not made.
          stepIndex += 1
          const next = steps[stepIndex]
          settleLate({ results: { ...item.results, [step.name]: answer }, ...(next ? { step: next.name } : { state: 'done' }) })
          return
        }
        if (run !== attempt) return
        patch({ results: { ...item.results, [step.name]: answer } })
        stepIndex += 1
        autoRetries = 0
        failingSince = undefined
      } catch (error) {
        if (run === attempt) fail(step.name, error)
        // Refused: it did nothing, a plain cancel. No answer: it stays in doubt.
        else if (lateAttempt === attempt && item.state === 'cancelled' && isRefusal(error)) settleLate({})
        return
      }
    }
    patch({ state: 'done' })
  }

  /** What came of a request that was on its way when the person cancelled is known: no more doubt. */
  function settleLate(change: Partial<QueueItem>) {
    lateAttempt = -1
    patch({ ...change, doubt: undefined })
  }

  const entry = {
    id,
    item: () => item,
    /** ready for an upload slot now (not cancelled, not waiting for an automatic retry or the network) */
    waiting: () => item.state === 'queued' && item.retryAt === undefined && !item.waiting && item.step === 'upload',
    /** The network is back (or the person said to try now): a retry that waits goes at once. */
    wake() {
      if (item.state !== 'queued' || (item.retryAt === undefined && !item.waiting)) return
      resume()
    },
    upload,
    /** a resumed entry: its follow steps, with no upload slot */
    follow: () => void runFollowSteps(),
    /**
     * Stops the file. A request already on its way (a registration or transfer that left, an
     * upload whose bytes were all sent) is not aborted: the server may do it anyway, and its
     * answer, if it comes, is used. Till then a registration or transfer is in doubt (`doubt`).
     */
    cancel() {
      if (!canCancel(item)) return
      // An upload not confirmed reaches no one: a plain cancel, though a late answer still makes it uploaded.
      const doubt = item.state === 'running' && requestLeft ? item.step : undefined
      if (doubt || item.state === 'processing') lateAttempt = run
      else controller?.abort()
      run += 1
      stopTimer()
      patch({ state: 'cancelled', speed: 0, retryAt: undefined, waiting: undefined, doubt })
      release()
    },
    /** resumes from the step that failed (or was cancelled) */
    retry() {
      if (!canRetry(item)) return
      autoRetries = 0
      failingSince = undefined
      resume()
    },
    /** while uploading: the speed over the last seconds, measured against `t` */
    measure(t: number) {
      if (item.state !== 'uploading') return
      const speed = Math.round(meter.rate(t))
      if (speed !== item.speed) patch({ speed })
    },
  }
  return entry
}
