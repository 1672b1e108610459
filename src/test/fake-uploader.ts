import { afterEach, beforeEach, expect, vi } from 'vitest'
import { fresh, resumed, type FileState, type Step } from '../lib/send/model'
import { createUploadQueue, type QueueItem, type UploadQueueOptions } from '../lib/upload-queue/upload-queue'
import { renderApp } from './render'
import { ApiError } from '../api/errors'
import type { UploadResult } from '../api/schemas'
import type { Uploader, UploadEvents } from '../api/storage-api'

/** An uploader whose calls a test settles by hand, counting how many run at once. */
export type Call = { file: File; events: UploadEvents; resolve: (r: UploadResult) => void; reject: (e: unknown) => void }

export function fakeUploader() {
  const calls: Call[] = []
  let inFlight = 0
  let maxInFlight = 0
  const uploader: Uploader = (file, _fields, events = {}) =>
    new Promise<UploadResult>((resolve, reject) => {
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      const settle =
        <T>(fn: (v: T) => void) =>
        (v: T) => {
          inFlight -= 1
          fn(v)
        }
      const call = { file, events, resolve: settle(resolve), reject: settle(reject) }
      events.signal?.addEventListener('abort', () => call.reject(new ApiError('aborted', 'cancelled')))
      calls.push(call)
    })
  return { calls, uploader, maxInFlight: () => maxInFlight }
}

import { fakeDigest, resultFor } from './upload-results'

export { fakeDigest, resultFor }

/**
 * An upload queue over a fake uploader the test settles, hashing each file to its `fakeDigest`
 * (`hash`, a spy), its backoff's randomness fixed; `item(id)` is one file in the queue's snapshot.
 * `cancelThenRetry(id, left)`, under `fakeQueueClock`: the person cancels the file, which is left
 * as `left` says (at its step, or with a step in doubt), then retries it; the queue settles after each.
 */
export function queueOverFakeUploads(options: Partial<UploadQueueOptions> = {}) {
  const fake = fakeUploader()
  const hash = vi.fn(async (file: File) => fakeDigest(file.name))
  const queue = createUploadQueue({
    uploader: fake.uploader,
    hash,
    concurrency: 2,
    random: () => 0.5,
    ...options,
  })
  const item = (id: string) => queue.getSnapshot().items.find((i) => i.id === id)!
  const cancelThenRetry = async (id: string, left: Partial<QueueItem>) => {
    queue.cancel([id])
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'cancelled', ...left })
    queue.retry([id])
    await flushQueue()
  }
  return { queue, ...fake, hash, item, cancelThenRetry }
}

/** For each test of the describe block it is called in: the queue's timers and clock faked, real again after. */
export function fakeQueueClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** Under `fakeQueueClock`: lets pending promises settle and the queue's 100 ms publish throttle fire. */
export const flushQueue = () => vi.advanceTimersByTimeAsync(100)

/** The whole app at `path`, its upload queue sending through a fake uploader the test settles. */
export function renderOverFakeUploads(path: string, concurrency: number) {
  const fake = fakeUploader()
  const view = renderApp(path, {
    uploadQueueFactory: () =>
      createUploadQueue({
        uploader: fake.uploader,
        hash: async (f) => fakeDigest(f.name),
        concurrency,
      }),
  })
  return { ...view, ...fake }
}

/** A queue item as a test needs it: a file of 100 bytes waiting to upload, changed by `more`. */
export const queueItem = (more: Partial<QueueItem> = {}): QueueItem => ({
  ...fresh(),
  id: 'upload-1',
  file: new File(['x'], 'a.txt'),
  fields: { email: 'a@example.com', store: true, source: 'transfer' },
  sent: 0,
  total: 100,
  speed: 0,
  ...more,
})

/** A file's model resumed at `step` (its upload done as `result`; registered as `cons-1` when at the transfer), as a journal gives it. */
export function resumedAt(step: Step, result: UploadResult, checksum?: FileState['checksum']): FileState {
  const at = (s: Step) =>
    step === s
      ? 'todo'
      : ['upload', 'register', 'transfer'].indexOf(s) < ['upload', 'register', 'transfer'].indexOf(step)
        ? 'done'
        : 'todo'
  return resumed({
    steps: { upload: at('upload'), register: at('register'), transfer: at('transfer') },
    result,
    checksum,
    ...(step === 'transfer' && { consignmentId: 'cons-1' }),
  })
}
