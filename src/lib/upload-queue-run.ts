import type { UploadResult } from '../api/schemas'
import type { RateMeter } from './upload-queue-stats'
import {
  ChecksumMismatchError,
  type ChecksumInfo,
  type FollowStep,
  type QueueItem,
  type QueueStep,
  type TimerHandle,
  type UploadQueueOptions,
} from './upload-queue-types'

/** The queue's private record of one item. `run` changes on every attempt and on cancel. */
export type Entry = {
  item: QueueItem
  steps: FollowStep[]
  /** index in `steps` of the next follow step to run */
  stepIndex: number
  run: number
  /** holds one of the `concurrency` upload slots */
  slot: boolean
  autoRetries: number
  meter: RateMeter
  controller?: AbortController
  timer?: TimerHandle
}

export type Runner = {
  options: UploadQueueOptions
  now: () => number
  patch: (entry: Entry, change: Partial<QueueItem>) => void
  release: (entry: Entry) => void
  fail: (entry: Entry, step: QueueStep, error: unknown) => void
  progressed: (bytes: number) => void
  record: (item: QueueItem, result: UploadResult) => Promise<void>
}

/**
 * Sends the file and hashes it at the same time; only when both are known is the server's
 * checksum compared with ours. A mismatch fails the item before any follow step runs.
 */
export async function runUpload(runner: Runner, entry: Entry) {
  const run = ++entry.run
  const live = () => entry.run === run
  const controller = new AbortController()
  entry.controller = controller
  const { file, fields } = entry.item
  const size = file.size
  const startedAt = runner.now()
  entry.meter.reset(startedAt)
  runner.patch(entry, {
    state: 'uploading',
    step: 'upload',
    sent: 0,
    speed: 0,
    startedAt,
    attempts: entry.item.attempts + 1,
    error: undefined,
    retryAt: undefined,
    result: undefined,
    checksum: { state: 'pending', hashed: 0 },
  })

  let sent = 0
  const advance = (next: number) => {
    if (next <= sent) return
    runner.progressed(next - sent)
    sent = next
    entry.meter.add(sent, runner.now())
  }
  const onProgress = (loaded: number, bodyTotal: number) => {
    if (!live()) return
    // The multipart body is a little larger than the file; report file bytes.
    advance(bodyTotal > 0 ? Math.min(size, Math.round((loaded / bodyTotal) * size)) : 0)
    runner.patch(entry, { sent })
  }
  const onSent = () => {
    if (!live()) return
    advance(size)
    runner.patch(entry, { state: 'processing', sent })
  }
  const onHashed = (hashed: number) => {
    if (live()) runner.patch(entry, { checksum: { ...entry.item.checksum, hashed } })
  }
  const hashing = Promise.resolve()
    .then(() => runner.options.hash(file, controller.signal, onHashed))
    .then(
      (hex) => ({ hex: hex.trim().toLowerCase() }),
      () => ({ hex: undefined }),
    )

  let result: UploadResult
  try {
    result = await runner.options.uploader(file, fields, { onProgress, onSent, signal: controller.signal })
  } catch (error) {
    if (!live()) return
    controller.abort()
    runner.fail(entry, 'upload', error)
    return
  }
  if (!live()) return
  advance(size)
  const server = result.checksum.trim().toLowerCase()
  runner.patch(entry, { state: 'processing', sent, result, checksum: { ...entry.item.checksum, server } })

  const { hex: local } = await hashing
  if (!live()) return
  const checksum: ChecksumInfo = {
    state: !local || !server ? 'failed' : local === server ? 'match' : 'mismatch',
    local,
    server,
    hashed: local ? size : entry.item.checksum.hashed,
  }
  runner.patch(entry, { checksum })
  if (local && checksum.state === 'mismatch') {
    runner.fail(entry, 'upload', new ChecksumMismatchError(local, server))
    return
  }
  // History is a convenience: an upload never fails because IndexedDB is unavailable.
  runner.record(entry.item, result).catch(() => undefined)
  runner.release(entry)
  entry.stepIndex = 0
  entry.autoRetries = 0
  await runFollowSteps(runner, entry)
}

/** Runs the follow steps from the one not yet done; an upload slot is not needed for them. */
export async function runFollowSteps(runner: Runner, entry: Entry) {
  const run = ++entry.run
  const controller = new AbortController()
  entry.controller = controller
  for (let step = entry.steps[entry.stepIndex]; step; step = entry.steps[entry.stepIndex]) {
    runner.patch(entry, {
      state: step.name === 'register' ? 'registering' : 'transferring',
      step: step.name,
      attempts: entry.item.step === step.name ? entry.item.attempts + 1 : 1,
      error: undefined,
      retryAt: undefined,
    })
    try {
      const { consignmentId, transferId } = await step.run(entry.item, controller.signal)
      if (entry.run !== run) return
      runner.patch(entry, {
        ...(consignmentId !== undefined && { consignmentId }),
        ...(transferId !== undefined && { transferId }),
      })
      entry.stepIndex += 1
      entry.autoRetries = 0
    } catch (error) {
      if (entry.run === run) runner.fail(entry, step.name, error)
      return
    }
  }
  runner.patch(entry, { state: 'done' })
}
