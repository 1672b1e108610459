import { describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { ApiError } from '../../api/errors'
import type { UploadFields } from '../../api/storage-api'
import { fakeDigest, fakeQueueClock, fakeUploader, flushQueue, queueOverFakeUploads, resultFor } from '../../test/fake-uploader'
import { historyDb } from '../history-db'
import { fresh } from '../send/model'
import { resumedAt } from '../../test/fake-uploader'
import {
  ChecksumMismatchError,
  createUploadQueue,
  type QueueFollowStep,
  type StepRun,
  retriedByBulk,
  UnverifiedUploadError,
} from './upload-queue'

const fields: UploadFields = { email: 'a@example.com', store: true, source: 'transfer' }

const fileOf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'text/plain' })

describe('upload queue', () => {
  fakeQueueClock()

  it('holds the concurrency limit and starts the next file when one finishes', async () => {
    const { queue, calls, maxInFlight } = queueOverFakeUploads()
    const ids = queue.add(
      [1, 2, 3, 4, 5].map((n) => fileOf(`f${n}`)),
      fields,
    )
    await flushQueue()
    expect(calls).toHaveLength(2)
    expect(queue.getSnapshot().totals).toMatchObject({ files: 5, active: 2, queued: 3 })
    calls[0]!.resolve(resultFor(calls[0]!.file))
    await flushQueue()
    expect(calls).toHaveLength(3)
    const settled = new Set([calls[0]])
    while (settled.size < calls.length) {
      for (const call of calls.filter((c) => !settled.has(c))) {
        settled.add(call)
        call.resolve(resultFor(call.file))
      }
      await flushQueue()
    }
    expect(maxInFlight()).toBe(2)
    expect(calls).toHaveLength(5)
    expect(queue.getSnapshot().items.map((i) => i.state)).toEqual(ids.map(() => 'done'))
  })

  it('shows the end of the work at once, not after the spacing between publishes', async () => {
    const { queue, calls } = queueOverFakeUploads()
    queue.add([fileOf('a'), fileOf('b'), fileOf('c')], fields)
    await flushQueue()
    calls[0]!.resolve(resultFor(calls[0]!.file))
    // Within the 100 ms after a publish: a change that leaves files moving waits for the next.
    await vi.advanceTimersByTimeAsync(1)
    calls[1]!.resolve(resultFor(calls[1]!.file))
    await vi.advanceTimersByTimeAsync(1)
    expect(queue.getSnapshot().totals.done).toBeLessThan(2)
    calls[2]!.resolve(resultFor(calls[2]!.file))
    await vi.advanceTimersByTimeAsync(1)
    // The last file's end leaves nothing moving: published without waiting.
    expect(queue.getSnapshot().totals).toMatchObject({ done: 3, active: 0, queued: 0 })
    // Only that step down is the end: a change while nothing moves waits for the spacing again.
    queue.removeFinished()
    await vi.advanceTimersByTimeAsync(1)
    expect(queue.getSnapshot().items).toHaveLength(3)
    await flushQueue()
    expect(queue.getSnapshot().items).toHaveLength(0)
  })

  it('cancels one upload (aborting it) and lets the next start; cancelling the rest stops them', async () => {
    const { queue, calls, item } = queueOverFakeUploads()
    const [a, b, c, d] = queue.add([fileOf('a'), fileOf('b'), fileOf('c'), fileOf('d')], fields) as [
      string,
      string,
      string,
      string,
    ]
    queue.cancel([a])
    await flushQueue()
    expect(calls[0]!.events.signal?.aborted).toBe(true)
    expect(item(a).state).toBe('cancelled')
    expect(calls.map((call) => call.file.name)).toEqual(['a', 'b', 'c'])
    queue.cancel([b, c, d])
    await flushQueue()
    expect([b, c, d].map((id) => item(id).state)).toEqual(['cancelled', 'cancelled', 'cancelled'])
    expect(calls).toHaveLength(3)
    expect(queue.getSnapshot().totals).toMatchObject({ active: 0, queued: 0 })
    queue.removeFinished()
    await flushQueue()
    expect(queue.getSnapshot().items).toHaveLength(0)
  })

  it('cancelled while a registration is on its way: in doubt, not aborted; its late answer makes the step done, and nothing runs again unasked', async () => {
    const { queue, calls, item } = queueOverFakeUploads()
    const answers = new Map<string, (id: string) => void>()
    const register = vi.fn<StepRun>((queued, signal, leaving) => {
      // b's start is still being written when it is cancelled: its request never leaves.
      if (queued.file.name === 'b')
        return new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
      leaving()
      return new Promise<string>((resolve) => answers.set(queued.file.name, resolve))
    })
    const transfer = vi.fn(async () => 'tr-1')
    const [a = '', b = ''] = queue.add([fileOf('a'), fileOf('b')], fields, {
      steps: [
        { name: 'register', run: register },
        { name: 'transfer', run: transfer },
      ],
    })
    for (const call of calls) call.resolve(resultFor(call.file))
    await flushQueue()
    expect(item(a)).toMatchObject({ state: 'running', step: 'register' })
    queue.cancel([a, b])
    await flushQueue()
    expect(item(a)).toMatchObject({ state: 'cancelled', step: 'register', doubt: 'register' })
    expect(register.mock.calls[0]![1].aborted).toBe(false)
    // Not on its way: stopped for sure.
    expect(item(b)).toMatchObject({ state: 'cancelled', step: 'register' })
    expect(item(b).doubt).toBeUndefined()
    expect(register.mock.calls[1]![1].aborted).toBe(true)

    answers.get('a')!('cons-1')
    await flushQueue()
    // Done, not cancelled: what the server answered is kept; the transfer is not made unasked.
    expect(item(a)).toMatchObject({ state: 'cancelled', step: 'transfer', results: { register: 'cons-1' } })
    expect(item(a).doubt).toBeUndefined()
    expect(transfer).not.toHaveBeenCalled()
    queue.retry([a])
    await flushQueue()
    expect(item(a)).toMatchObject({ state: 'done', results: { register: 'cons-1', transfer: 'tr-1' } })
    expect(register).toHaveBeenCalledTimes(2)
  })

  it('a step in doubt is made again only when the person retries it; a late refusal says it did nothing', async () => {
    const { queue, item, cancelThenRetry } = queueOverFakeUploads()
    const refusals: Array<(error: unknown) => void> = []
    const transfer = vi.fn<StepRun>((_queued, _signal, leaving) => {
      leaving()
      return new Promise<string>((_, reject) => refusals.push(reject))
    })
    const from = [{ state: resumedAt('transfer', resultFor(fileOf('a'))), size: 10 }]
    const steps = [
      { name: 'register' as const, run: vi.fn() },
      { name: 'transfer' as const, run: transfer },
    ]
    const [id = ''] = queue.add([fileOf('a')], fields, { steps, from })
    await flushQueue()
    await cancelThenRetry(id, { doubt: 'transfer' })
    expect(transfer).toHaveBeenCalledTimes(2)
    queue.cancel([id])
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'cancelled', doubt: 'transfer' })
    // The first try's answer came after the person chose to try again: it is not this try's.
    refusals[0]!(new ApiError('http', 'bad recipient', 400))
    await flushQueue()
    expect(item(id).doubt).toBe('transfer')
    refusals[1]!(new ApiError('http', 'bad recipient', 400))
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'cancelled', step: 'transfer' })
    expect(item(id).doubt).toBeUndefined()
  })

  it('an upload cancelled once all its bytes were sent is uploaded if the server still answers', async () => {
    const { queue, calls, item } = queueOverFakeUploads()
    const events: string[] = []
    const [id = ''] = queue.add([fileOf('a')], fields, {
      uploaded: (it) => events.push(`uploaded ${it.state}`),
      changed: (it) => events.push(`state ${it.state}`),
    })
    await flushQueue()
    calls[0]!.events.onSent?.()
    await flushQueue()
    expect(item(id).state).toBe('processing')
    queue.cancel([id])
    await flushQueue()
    expect(item(id).state).toBe('cancelled')
    expect(calls[0]!.events.signal?.aborted).toBe(false)
    calls[0]!.resolve(resultFor(calls[0]!.file))
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'done', result: { fileId: 'f-a' }, checksum: { state: 'match' } })
    expect(events).toContain('uploaded cancelled')
  })

  it('retries from the failed step: a failed transfer does not upload or register again', async () => {
    const { queue, calls, item } = queueOverFakeUploads()
    const register = vi.fn(async () => 'cons-1')
    const transfer = vi
      .fn<StepRun>()
      .mockRejectedValueOnce(new ApiError('http', 'bad recipient', 400, 'target_emails'))
      .mockResolvedValueOnce('tr-1')
    const [id = ''] = queue.add([fileOf('a')], fields, {
      steps: [
        { name: 'register', run: register },
        { name: 'transfer', run: transfer },
      ],
    })
    calls[0]!.resolve(resultFor(calls[0]!.file))
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'failed', step: 'transfer', results: { register: 'cons-1' } })
    expect(transfer.mock.calls[0]![0].results.register).toBe('cons-1')

    queue.retry([id])
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'done', results: { register: 'cons-1', transfer: 'tr-1' }, attempts: 2 })
    expect(calls).toHaveLength(1)
    expect(register).toHaveBeenCalledTimes(1)
    expect(transfer).toHaveBeenCalledTimes(2)
  })

  it('retries network failures and 5xx by itself with growing waits, for minutes, then gives up', async () => {
    const { queue, calls, item } = queueOverFakeUploads({ random: () => 0.999999 })
    const [id = ''] = queue.add([fileOf('a')], fields)
    for (const [n, delay] of [1000, 2000, 4000, 8000].entries()) {
      calls[n]!.reject(new ApiError('network', 'network error'))
      await vi.advanceTimersByTimeAsync(0)
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(calls).toHaveLength(n + 1)
      expect(item(id)).toMatchObject({ state: 'queued', step: 'upload' })
      expect(item(id).retryAt).toBeGreaterThan(Date.now())
      await vi.advanceTimersByTimeAsync(1)
      expect(calls).toHaveLength(n + 2)
    }
    const firstFailure = Date.now() - 15_000
    // A server down for minutes: every answer a 503 until the bound.
    while (item(id).state !== 'failed') {
      calls.at(-1)!.reject(new ApiError('http', 'boom', 503))
      await vi.advanceTimersByTimeAsync(60_000)
    }
    const gaveUpAfter = Date.now() - firstFailure
    expect(gaveUpAfter).toBeGreaterThan(9 * 60_000)
    expect(gaveUpAfter).toBeLessThanOrEqual(11 * 60_000)
    expect(calls.length).toBeGreaterThan(10)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(item(id)).toMatchObject({ state: 'failed', attempts: calls.length })
  })

  it('tries nothing while the browser is offline, and goes on at once when it is back', async () => {
    const network = createStore<boolean>()(() => true)
    const { queue, calls, item } = queueOverFakeUploads({ online: { get: network.getState, subscribe: network.subscribe } })
    const [a = ''] = queue.add([fileOf('a')], fields)
    network.setState(false, true)
    calls[0]!.reject(new ApiError('network', 'offline'))
    await flushQueue()
    expect(item(a)).toMatchObject({ state: 'queued', waiting: 'network', retryAt: undefined })
    // nothing starts meanwhile, new files included, however long it lasts
    const [b = ''] = queue.add([fileOf('b')], fields)
    await vi.advanceTimersByTimeAsync(30 * 60_000)
    expect(calls).toHaveLength(1)
    expect(item(b)).toMatchObject({ state: 'queued' })
    network.setState(true, true)
    await flushQueue()
    expect(calls.map((c) => c.file.name).sort()).toEqual(['a', 'a', 'b'])
    expect(item(a)).toMatchObject({ state: 'uploading', waiting: undefined })
  })

  it('back online, a retry waiting for its time goes at once; "try now" goes even while the browser says offline', async () => {
    const network = createStore<boolean>()(() => true)
    const { queue, calls } = queueOverFakeUploads({
      online: { get: network.getState, subscribe: network.subscribe },
      random: () => 0.999999,
    })
    queue.add([fileOf('a')], fields)
    for (let n = 0; n < 5; n++) {
      calls[n]!.reject(new ApiError('http', 'down', 502))
      await vi.advanceTimersByTimeAsync(2 ** n * 1000)
    }
    calls[5]!.reject(new ApiError('http', 'down', 502))
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(6) // the next try is 32 s away
    network.setState(false, true)
    network.setState(true, true)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(7)

    network.setState(false, true)
    calls[6]!.reject(new ApiError('network', 'offline'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(7)
    queue.retryNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(8)
    // One try: failing again while the browser still says offline, it waits for the network, not for a time.
    calls[7]!.reject(new ApiError('network', 'offline'))
    await vi.advanceTimersByTimeAsync(30 * 60_000)
    expect(calls).toHaveLength(8)
    network.setState(true, true)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(9)
  })

  it("gives each step its own time to retry: a slow upload's old failure does not cut the registration's retries short", async () => {
    const { queue, calls, item } = queueOverFakeUploads({ random: () => 0.999999 })
    let registerTries = 0
    const register: QueueFollowStep = {
      name: 'register',
      run: async () => {
        registerTries += 1
        if (registerTries === 1) throw new ApiError('http', 'down', 503)
        return 'c-1'
      },
    }
    const [id = ''] = queue.add([fileOf('a')], fields, { steps: [register] })
    calls[0]!.reject(new ApiError('http', 'down', 503))
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(2)
    // The second upload takes 11 minutes, then succeeds.
    await vi.advanceTimersByTimeAsync(11 * 60_000)
    calls[1]!.resolve(resultFor(calls[1]!.file))
    await vi.advanceTimersByTimeAsync(0)
    expect(registerTries).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(registerTries).toBe(2)
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'done', results: { register: 'c-1' } })
  })

  it('"Retry all" leaves out an unverified upload: it goes on only by its own choice', () => {
    const base = {
      id: 'x',
      file: fileOf('a'),
      fields,
      sent: 0,
      total: 1,
      speed: 0,
      checksum: { state: 'failed' as const, hashed: 0 },
    }
    const failed = { ...fresh(), ...base, state: 'failed' as const, step: 'transfer' as const, attempts: 1 }
    expect(retriedByBulk({ ...failed, error: new ApiError('http', 'boom', 400) })).toBe(true)
    expect(retriedByBulk({ ...failed, step: 'register' as const, error: new UnverifiedUploadError('no worker') })).toBe(false)
    expect(retriedByBulk({ ...failed, state: 'cancelled' })).toBe(false)
  })

  it('never retries a 4xx by itself, but a person can', async () => {
    const { queue, calls, item } = queueOverFakeUploads()
    const [id = ''] = queue.add([fileOf('a')], fields)
    calls[0]!.reject(new ApiError('http', 'email is required', 422, 'email'))
    await vi.advanceTimersByTimeAsync(120_000)
    expect(calls).toHaveLength(1)
    expect(item(id)).toMatchObject({ state: 'failed', step: 'upload', attempts: 1, retryAt: undefined })
    queue.retry([id])
    await flushQueue()
    expect(calls).toHaveLength(2)
    expect(item(id)).toMatchObject({ state: 'uploading', attempts: 2, error: undefined })
  })

  it('reports progress, processing, totals, speed and time left', async () => {
    const { queue, calls, item } = queueOverFakeUploads()
    const [a = '', b = ''] = queue.add([fileOf('a', 1000), fileOf('b', 3000), fileOf('c', 1000)], fields)
    await vi.advanceTimersByTimeAsync(1000)
    // the multipart body is larger than the file: 550 of 1100 body bytes is half the file
    calls[0]!.events.onProgress?.(550, 1100)
    calls[1]!.events.onProgress?.(1000, 3000)
    await flushQueue()
    const { totals } = queue.getSnapshot()
    expect(item(a).sent).toBe(500)
    expect(item(b).sent).toBe(1000)
    expect(totals).toMatchObject({ files: 3, sent: 1500, total: 5000, active: 2, queued: 1 })
    expect(totals.speed).toBeGreaterThan(0)
    expect(totals.etaSeconds).toBeCloseTo(3500 / totals.speed, 5)
    expect(item(a).speed).toBeGreaterThan(0)

    calls[0]!.events.onSent?.()
    await flushQueue()
    expect(item(a)).toMatchObject({ state: 'processing', sent: 1000 })
    await vi.advanceTimersByTimeAsync(5000)
    expect(queue.getSnapshot().totals.speed).toBe(0)
    expect(queue.getSnapshot().totals.etaSeconds).toBeNull()
  })

  it('hashes while uploading, and a checksum mismatch fails the file before any follow step', async () => {
    const { queue, calls, item, hash } = queueOverFakeUploads()
    const register = vi.fn(async () => 'x')
    const [id = ''] = queue.add([fileOf('a')], fields, { steps: [{ name: 'register', run: register }] })
    await vi.advanceTimersByTimeAsync(0)
    expect(hash).toHaveBeenCalledTimes(1)
    calls[0]!.resolve(resultFor(calls[0]!.file, fakeDigest('tampered').toUpperCase()))
    await flushQueue()
    expect(item(id)).toMatchObject({
      state: 'failed',
      step: 'upload',
      checksum: { state: 'mismatch', local: fakeDigest('a'), server: fakeDigest('tampered').toUpperCase() },
    })
    expect(item(id).error).toBeInstanceOf(ChecksumMismatchError)
    expect(register).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
  })

  it('an upload that reads the file to send it gives its checksum: the file is not hashed apart, and a difference still fails it', async () => {
    const { queue, calls, item, hash } = queueOverFakeUploads()
    // The way each upload goes out: its checksum is that of the bytes it read ("a" read as "a", "b" as "tampered").
    const via = vi.fn((n: number) => Object.assign(vi.fn(), { sentChecksum: Promise.resolve(fakeDigest(['a', 'tampered'][n]!)) }))
    const [a = '', b = ''] = queue.add([fileOf('a'), fileOf('b')], fields, { via })
    await flushQueue()
    expect(calls.map((c) => c.events.via)).toEqual(via.mock.results.map((r) => r.value))
    for (const call of calls) call.resolve(resultFor(call.file))
    await flushQueue()
    expect(hash).not.toHaveBeenCalled()
    expect(item(a)).toMatchObject({ state: 'done', checksum: { state: 'match', local: fakeDigest('a') } })
    expect(item(b)).toMatchObject({ state: 'failed', checksum: { state: 'mismatch', local: fakeDigest('tampered') } })
  })

  it('publishes a new snapshot only when something changed', async () => {
    const { queue, calls } = queueOverFakeUploads()
    const listener = vi.fn()
    queue.subscribe(listener)
    const before = queue.getSnapshot()
    queue.add([fileOf('a')], fields)
    await flushQueue()
    const after = queue.getSnapshot()
    expect(after).not.toBe(before)
    expect(listener).toHaveBeenCalled()
    calls[0]!.resolve(resultFor(calls[0]!.file))
    await flushQueue()
    const done = queue.getSnapshot()
    listener.mockClear()
    await vi.advanceTimersByTimeAsync(3000)
    expect(queue.getSnapshot()).toBe(done)
    expect(listener).not.toHaveBeenCalled()
  })

  it('reads the server digest in its own spelling: base64 matches, another algorithm is not comparable, both go on', async () => {
    const { queue, calls, item } = queueOverFakeUploads({ checksumAlgorithm: 'sha256' })
    const register = vi.fn(async () => 'c')
    const [a = '', b = ''] = queue.add([fileOf('a'), fileOf('b')], fields, { steps: [{ name: 'register', run: register }] })
    await flushQueue()
    const base64 = Buffer.from(fakeDigest('a'), 'hex').toString('base64')
    calls[0]!.resolve(resultFor(calls[0]!.file, `sha256:${base64}`))
    calls[1]!.resolve(resultFor(calls[1]!.file, 'a'.repeat(40)))
    await flushQueue()
    expect(item(a)).toMatchObject({ state: 'done', checksum: { state: 'match' } })
    expect(item(b)).toMatchObject({ state: 'done', checksum: { state: 'not-comparable', serverAlgorithm: 'sha1' } })
    expect(register).toHaveBeenCalledTimes(2)
  })

  it('asks before sending on a file whose checksum could not be computed here', async () => {
    const { queue, calls, item } = queueOverFakeUploads({
      hash: async () => Promise.reject(new Error('WebAssembly is not allowed')),
    })
    const register = vi.fn(async () => 'c')
    const [id = ''] = queue.add([fileOf('a')], fields, { steps: [{ name: 'register', run: register }] })
    await flushQueue()
    calls[0]!.resolve(resultFor(calls[0]!.file))
    await flushQueue()
    expect(item(id)).toMatchObject({
      state: 'failed',
      step: 'register',
      checksum: { state: 'failed', reason: 'WebAssembly is not allowed' },
    })
    expect(item(id).error).toBeInstanceOf(UnverifiedUploadError)
    expect(register).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(register).not.toHaveBeenCalled()
    queue.retry([id])
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'done', results: { register: 'c' } })
    expect(calls).toHaveLength(1)
  })
})

it('keeps nothing itself: tells its sender of an upload once it is accepted, before its follow steps, and every change of state', async () => {
  const { uploader, calls } = fakeUploader()
  const queue = createUploadQueue({ uploader, hash: async (f) => fakeDigest(f.name), concurrency: 1 })
  const seen: string[] = []
  const register: QueueFollowStep = {
    name: 'register',
    run: async () => {
      seen.push('register runs')
      return 'c-1'
    },
  }
  queue.add([fileOf('report.pdf', 42)], fields, {
    steps: [register],
    uploaded: (it) => seen.push(`uploaded ${it.result?.fileId}`),
    changed: (it) => seen.push(it.state),
  })
  await vi.waitFor(() => expect(calls).toHaveLength(1))
  calls[0]!.resolve(resultFor(calls[0]!.file))
  await vi.waitFor(() => expect(seen.at(-1)).toBe('done'))
  expect(seen).toEqual(['uploading', 'processing', 'uploaded f-report.pdf', 'running', 'register runs', 'done'])
  expect(await historyDb.list('uploads')).toEqual([])
})

it('tells of an unverified upload accepted only when the person says to go on', async () => {
  const { uploader, calls } = fakeUploader()
  const queue = createUploadQueue({ uploader, hash: async () => Promise.reject(new Error('no worker')), concurrency: 1 })
  const uploaded = vi.fn()
  const steps: QueueFollowStep[] = [{ name: 'register', run: async () => 'c-1' }]
  const [id] = queue.add([fileOf('report.pdf', 42)], fields, { steps, uploaded: (it) => uploaded(it.id) })
  await vi.waitFor(() => expect(calls).toHaveLength(1))
  calls[0]!.resolve(resultFor(calls[0]!.file))
  await vi.waitFor(() => expect(queue.getSnapshot().items[0]?.error).toBeInstanceOf(UnverifiedUploadError))
  expect(uploaded).not.toHaveBeenCalled()
  queue.retry([id!])
  await vi.waitFor(() => expect(queue.getSnapshot().items[0]?.state).toBe('done'))
  expect(uploaded).toHaveBeenCalledTimes(1)
})
