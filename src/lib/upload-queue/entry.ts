import type { UploadFields } from '../../api/storage-api'
import { fresh, next, start, wantsSlot, type Effect, type Event, type FileState, type Transition } from '../send/model'
import { RateMeter } from './stats'
import type { QueueItem, QueuePlan, QueueState, UploadQueueOptions } from './types'

/** What an entry needs of its queue: time, the network, the upload slots and the publisher. */
/** The queue's two kinds of slot: uploads, and the requests of files taken up past their upload. */
export type SlotPool = 'upload' | 'request'

export type EntryContext = {
  options: UploadQueueOptions
  now: () => number
  random: () => number
  /** whether requests may be tried now (the browser says it is online, or the person said to try) */
  online: () => boolean
  /** the item changed (from state `before`): publish a new snapshot soon */
  changed: (before: QueueState, now: QueueState) => void
  /** the entry waits for a slot (an upload's, or a request's when past its upload); the queue sends it `slot` when one is free */
  enqueue: (entry: Entry) => void
  /** the entry gave its slot back */
  released: (pool: SlotPool) => void
  /** `delta` more bytes left this browser */
  progressed: (delta: number) => void
}

export type Entry = ReturnType<typeof createEntry>

/**
 * The runner of one file's model (lib/send/model.ts): it feeds the model events and carries out
 * the effects it asks for (moving bytes, requests, the retry timer, the journal's saves). It
 * decides nothing itself; what it adds is the transport's measure: bytes sent and speed.
 */
export function createEntry(
  id: string,
  file: File,
  fields: UploadFields,
  plan: QueuePlan & { n: number },
  ctx: EntryContext,
  from?: { state: FileState; size: number },
) {
  const last = plan.steps?.at(-1)?.name ?? 'upload'
  let state: FileState = from?.state ?? fresh(last)
  let item: QueueItem = {
    ...state,
    id,
    file,
    fields,
    sent: from?.size ?? 0,
    total: from?.size ?? file.size,
    speed: 0,
  }
  let controller: AbortController | undefined
  /** the kind of slot it was last given, given back by its `release` */
  let pool: SlotPool = 'upload'
  let timer: ReturnType<typeof setTimeout> | undefined
  /** the journal's saves of this file, in order: a request leaves only once those before it are written */
  let saving: Promise<void> = Promise.resolve()
  const meter = new RateMeter()

  const patch = (change: Partial<QueueItem>) => {
    const { state: before, doubt } = item
    item = { ...item, ...change }
    ctx.changed(before, item.state)
    if (item.state !== before || item.doubt !== doubt) plan.changed?.(item, plan.n)
  }

  function apply({ file: after, effects }: Transition) {
    // An upload is reported accepted as it was, before the step its acceptance starts.
    effects.filter((e) => e.type === 'uploaded').forEach(run)
    if (after !== state) {
      state = after
      patch(after)
    }
    effects.filter((e) => e.type !== 'uploaded').forEach(run)
  }
  const dispatch = (event: Event) => apply(next(state, event))

  function run(effect: Effect) {
    switch (effect.type) {
      case 'enqueue':
        return ctx.enqueue(entry)
      case 'release':
        return ctx.released(pool)
      case 'upload':
        return void upload(effect.attempt)
      case 'request':
        return void request(effect.step, effect.attempt)
      case 'abort':
        return controller?.abort()
      case 'timer':
        clearTimeout(timer)
        timer = setTimeout(() => {
          timer = undefined
          dispatch({ type: 'wake', online: ctx.online() })
        }, effect.ms)
        return
      case 'stop-timer':
        clearTimeout(timer)
        timer = undefined
        return
      case 'save': {
        const snapshot = item
        // A write that fails is the journal's to handle (it gives up and says so): the send goes on.
        saving = saving.then(() => plan.save?.(snapshot, plan.n)).catch(() => undefined)
        return
      }
      case 'uploaded':
        return plan.uploaded?.(item, plan.n)
    }
  }

  const failed = (attempt: number, error: unknown) =>
    dispatch({ type: 'failed', attempt, error, now: ctx.now(), online: ctx.online(), jitter: ctx.random() })

  /** Sends the file and hashes it at the same time; the model compares the checksums once both are known. */
  async function upload(attempt: number) {
    const own = new AbortController()
    controller = own
    const size = file.size
    const startedAt = ctx.now()
    meter.reset(startedAt)
    patch({ sent: 0, speed: 0, startedAt })
    const live = () => state.attempt === attempt && state.state !== 'cancelled'
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
      patch({ sent })
      dispatch({ type: 'sent', attempt })
    }
    const via = plan.via?.(plan.n, size)
    const onHashed = (hashed: number) => dispatch({ type: 'hashed', attempt, hashed })
    // Where the upload's own read of the file gives its checksum, the file is not read again for it.
    const checksum = via?.sentChecksum?.then((hex) => {
      onHashed(size)
      return hex
    })
    const hashing = (checksum ?? Promise.resolve().then(() => ctx.options.hash(file, own.signal, onHashed))).then(
      (hex) => ({ local: hex, reason: undefined }),
      (error: unknown) => ({ local: undefined, reason: error instanceof Error ? error.message : String(error) }),
    )
    let result
    try {
      result = await ctx.options.uploader(file, fields, { onProgress, onSent, signal: own.signal, via })
    } catch (error) {
      own.abort()
      return failed(attempt, error)
    }
    if (live()) {
      advance(size)
      patch({ sent })
    }
    dispatch({ type: 'stored', attempt, result })
    const { local, reason } = await hashing
    dispatch({ type: 'verified', attempt, local, reason, algorithm: ctx.options.checksumAlgorithm ?? 'sha256', size })
  }

  /** A follow step's request, once the saves before it are written (its start among them). */
  async function request(step: 'register' | 'transfer', attempt: number) {
    const own = new AbortController()
    controller = own
    await saving
    // Cancelled while its start was being written: it never leaves.
    if (state.attempt !== attempt || state.state !== 'running') return
    const runner = plan.steps?.find((s) => s.name === step)
    try {
      if (!runner) throw new Error(`no runner for ${step}`)
      const id = await runner.run(item, own.signal, () => dispatch({ type: 'leaving', attempt }), plan.n)
      dispatch({ type: 'answered', attempt, id })
    } catch (error) {
      failed(attempt, error)
    }
  }

  const entry = {
    id,
    item: () => item,
    /** ready for an upload slot now (not cancelled, not waiting for an automatic retry or the network) */
    waiting: () => wantsSlot(state),
    /** the queue gave it a slot of `of` */
    slot: (of: SlotPool) => {
      pool = of
      dispatch({ type: 'slot' })
    },
    /** its first move: it waits for a slot */
    start: () => apply(start(state)),
    /** The network is back (or the person said to try now): a retry that waits goes at once. */
    wake: () => dispatch({ type: 'wake', online: true }),
    /**
     * Stops the file. A request already on its way (a registration or transfer that left, an
     * upload whose bytes were all sent) is not aborted: the server may do it anyway, and its
     * answer, if it comes, is used (the model's `doubt`).
     */
    cancel: () => dispatch({ type: 'cancel' }),
    /** resumes from the step that failed (or was cancelled) */
    retry: () => dispatch({ type: 'retry' }),
    /** while uploading: the speed over the last seconds, measured against `t` */
    measure(t: number) {
      if (item.state !== 'uploading') return
      const speed = Math.round(meter.rate(t))
      if (speed !== item.speed) patch({ speed })
    },
  }
  return entry
}
