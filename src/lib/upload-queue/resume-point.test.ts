import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import type { UploadFields } from '../../api/storage-api'
import { fakeDigest, fakeQueueClock, flushQueue, queueOverFakeUploads, resultFor, resumedAt } from '../../test/fake-uploader'
import { REQUEST_SLOTS, type QueueFollowStep, type ResumePoint, type StepRun } from './upload-queue'

const fields: UploadFields = { email: 'a@example.com', store: true, source: 'transfer' }
const fileOf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'text/plain' })
/** What a resumed send gives the queue for a file past its upload: a name, no bytes. */
const standIn = (name: string) => new File([], name)
/** A file resumed at its registration, or at its transfer once registered as `cons-1`. */
const pointFor = (name: string, at: 'register' | 'transfer' = 'register'): ResumePoint => ({
  state: resumedAt(at, resultFor(fileOf(name, 500)), {
    state: 'match',
    local: fakeDigest(name),
    server: fakeDigest(name),
    hashed: 500,
  }),
  size: 500,
})

/** The queue, with a register and a transfer step that answer at once. */
function setup(concurrency = 2) {
  const register = vi.fn<StepRun>(async (it) => `cons-${it.file.name}`)
  const transfer = vi.fn<StepRun>(async (it) => `tr-${it.results.register}`)
  const steps: QueueFollowStep[] = [
    { name: 'register', run: register },
    { name: 'transfer', run: transfer },
  ]
  return { ...queueOverFakeUploads({ concurrency }), register, transfer, steps }
}

describe('resuming a file after its upload', () => {
  fakeQueueClock()

  it('goes straight to register, then transfer, without uploading or hashing', async () => {
    const { queue, calls, hash, item, register, transfer, steps } = setup()
    const point = pointFor('a.txt')
    const [id = ''] = queue.add([standIn('a.txt')], fields, { steps, from: [point] })
    await flushQueue()
    expect(item(id)).toMatchObject({
      state: 'done',
      step: 'transfer',
      result: point.state.result,
      checksum: point.state.checksum,
      results: { register: 'cons-a.txt', transfer: 'tr-cons-a.txt' },
      sent: 500,
      total: 500,
    })
    expect(register).toHaveBeenCalledTimes(1)
    expect(register.mock.calls[0]![0]).toMatchObject({ result: point.state.result, step: 'register' })
    expect(transfer).toHaveBeenCalledTimes(1)
    expect(transfer.mock.calls[0]![0].results.register).toBe('cons-a.txt')
    expect(calls).toHaveLength(0)
    expect(hash).not.toHaveBeenCalled()
  })

  it('given a consignment id, only transfers it', async () => {
    const { queue, calls, hash, item, register, transfer, steps } = setup()
    const [id = ''] = queue.add([standIn('a.txt')], fields, { steps, from: [pointFor('a.txt', 'transfer')] })
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'done', results: { register: 'cons-1', transfer: 'tr-cons-1' } })
    expect(register).not.toHaveBeenCalled()
    expect(transfer).toHaveBeenCalledTimes(1)
    expect(transfer.mock.calls[0]![0]).toMatchObject({ results: { register: 'cons-1' }, step: 'transfer' })
    expect(calls).toHaveLength(0)
    expect(hash).not.toHaveBeenCalled()
  })

  it('is shown at its step before it runs, counted as sent', async () => {
    const { queue, item, steps, register } = setup()
    register.mockImplementation(() => new Promise(() => undefined))
    const [id = ''] = queue.add([standIn('a.txt')], fields, { steps, from: [pointFor('a.txt')] })
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'running', step: 'register', sent: 500, total: 500 })
    expect(queue.getSnapshot().totals).toMatchObject({ files: 1, sent: 500, total: 500, active: 1 })
  })

  it('takes no upload slot: it runs while every slot is busy, and leaves the slots to the files to upload', async () => {
    const { queue, calls, item, register, steps } = setup(1)
    const [uploading = ''] = queue.add([fileOf('big.bin')], fields, { steps })
    await flushQueue()
    expect(calls).toHaveLength(1)
    const [resumed = ''] = queue.add([standIn('a.txt')], fields, { steps, from: [pointFor('a.txt')] })
    await flushQueue()
    expect(item(resumed).state).toBe('done')
    expect(item(uploading).state).toBe('uploading')

    // A resumed file stuck in its registration holds no slot either.
    register.mockImplementationOnce(() => new Promise(() => undefined))
    const [stuck = ''] = queue.add([standIn('b.txt')], fields, { steps, from: [pointFor('b.txt')] })
    calls[0]!.resolve(resultFor(calls[0]!.file))
    const [next = ''] = queue.add([fileOf('next.bin')], fields, { steps })
    await flushQueue()
    expect(item(stuck).state).toBe('running')
    expect(item(uploading).state).toBe('done')
    expect(calls.map((c) => c.file.name)).toEqual(['big.bin', 'next.bin'])
    expect(item(next).state).toBe('uploading')
  })

  it('makes the requests of many files REQUEST_SLOTS at a time, each journaled only as it leaves', async () => {
    const { queue, item, transfer, steps } = setup()
    const answers: Array<() => void> = []
    transfer.mockImplementation((it) => new Promise((resolve) => answers.push(() => resolve(`tr-${it.file.name}`))))
    const saved: string[] = []
    const names = Array.from({ length: 20 }, (_, i) => `f${i}.txt`)
    const ids = queue.add(names.map(standIn), fields, {
      steps,
      from: names.map((name) => pointFor(name, 'transfer')),
      save: async (it) => void saved.push(`${it.file.name} ${it.steps.transfer}`),
    })
    await flushQueue()
    expect(transfer).toHaveBeenCalledTimes(REQUEST_SLOTS)
    expect(saved.filter((s) => s.endsWith('in-flight'))).toHaveLength(REQUEST_SLOTS)
    expect(ids.filter((id) => item(id).state === 'queued')).toHaveLength(20 - REQUEST_SLOTS)
    // Each answer lets the next one go.
    answers.shift()!()
    await flushQueue()
    expect(transfer).toHaveBeenCalledTimes(REQUEST_SLOTS + 1)
    while (answers.length) {
      answers.shift()!()
      await flushQueue()
    }
    expect(ids.every((id) => item(id).state === 'done')).toBe(true)
    expect(transfer).toHaveBeenCalledTimes(20)
  })

  it('uploads only the files given without a resume point, in one add', async () => {
    const { queue, calls, item, steps } = setup()
    const [fresh = '', resumed = ''] = queue.add([fileOf('new.txt'), standIn('old.txt')], fields, {
      steps,
      from: [undefined, pointFor('old.txt')],
    })
    await flushQueue()
    expect(calls.map((c) => c.file.name)).toEqual(['new.txt'])
    expect(item(resumed).state).toBe('done')
    expect(item(fresh).state).toBe('uploading')
    calls[0]!.resolve(resultFor(calls[0]!.file))
    await flushQueue()
    expect(item(fresh)).toMatchObject({ state: 'done', results: { register: 'cons-new.txt' } })
  })

  it('retries a failed step of a resumed file from that step, never uploading', async () => {
    const { queue, calls, hash, item, register, transfer, steps } = setup()
    register.mockRejectedValueOnce(new ApiError('http', 'try later', 409))
    const [id = ''] = queue.add([standIn('a.txt')], fields, { steps, from: [pointFor('a.txt')] })
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'failed', step: 'register' })
    queue.retry([id])
    await flushQueue()
    expect(item(id)).toMatchObject({ state: 'done', results: { register: 'cons-a.txt', transfer: 'tr-cons-a.txt' } })
    expect(register).toHaveBeenCalledTimes(2)
    expect(transfer).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(0)
    expect(hash).not.toHaveBeenCalled()
  })

  it('cancelled while resumed, it is retried at its step', async () => {
    const { queue, calls, item, register, steps, cancelThenRetry } = setup()
    register.mockImplementationOnce(() => new Promise(() => undefined))
    const [id = ''] = queue.add([standIn('a.txt')], fields, { steps, from: [pointFor('a.txt')] })
    await flushQueue()
    await cancelThenRetry(id, { step: 'register' })
    expect(item(id).state).toBe('done')
    expect(calls).toHaveLength(0)
  })
})
