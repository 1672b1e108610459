import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { fakeDigest as digest, resultFor } from '../../test/upload-results'
import type { Uploader } from '../../api/storage-api'
import { createUploadQueue, type QueueFollowStep, type QueueItem } from '../upload-queue/upload-queue'

/*
 * The model of a send and its runner where no page is, as in a service worker: no window, no
 * document, no React renderer. A whole send of three files goes through, one registration
 * answering 503 once, and every request leaves only once its start is saved.
 */
describe('a whole send, run without a page', () => {
  it('uploads, registers and transfers every file once, each start saved before its request', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const log: string[] = []
    const saved = new Map<string, QueueItem['steps']>()
    const uploader: Uploader = async (file) => {
      log.push(`upload ${file.name}`)
      return resultFor(file)
    }
    let failedOnce = false
    const request =
      (step: 'register' | 'transfer'): QueueFollowStep['run'] =>
      async (item, _signal, leaving) => {
        // What the journal says of this step when its request leaves.
        log.push(`${step} ${item.file.name} leaves, journal: ${saved.get(item.file.name)?.[step]}`)
        leaving()
        if (step === 'register' && item.file.name === 'b.txt' && !failedOnce) {
          failedOnce = true
          throw new ApiError('http', 'busy', 503, '', 5)
        }
        return `${step}-${item.file.name}`
      }
    const queue = createUploadQueue({ uploader, hash: async (file) => digest(file.name), concurrency: 2, random: () => 0 })
    const files = ['a.txt', 'b.txt', 'c.txt'].map((name) => new File([name], name))
    queue.add(
      files,
      { email: 'me@example.org', store: true, source: 'transfer' },
      {
        steps: [
          { name: 'register', run: request('register') },
          { name: 'transfer', run: request('transfer') },
        ],
        save: async (item) => {
          await new Promise((resolve) => setTimeout(resolve, 1))
          saved.set(item.file.name, item.steps)
        },
      },
    )
    await expect.poll(() => queue.getSnapshot().items.map((i) => i.state), { timeout: 5_000 }).toEqual(['done', 'done', 'done'])

    for (const name of ['a.txt', 'b.txt', 'c.txt']) {
      expect(log.filter((l) => l === `upload ${name}`)).toHaveLength(1)
      expect(log.filter((l) => l.startsWith(`transfer ${name}`))).toEqual([`transfer ${name} leaves, journal: in-flight`])
      expect(saved.get(name)).toEqual({ upload: 'done', register: 'done', transfer: 'done' })
    }
    // The registration retried after a 503 left twice, journaled in flight both times.
    expect(log.filter((l) => l.startsWith('register b.txt'))).toEqual([
      'register b.txt leaves, journal: in-flight',
      'register b.txt leaves, journal: in-flight',
    ])
    expect(queue.getSnapshot().items.map((i) => i.results)).toEqual(
      files.map((f) => ({ register: `register-${f.name}`, transfer: `transfer-${f.name}` })),
    )
  })
})
