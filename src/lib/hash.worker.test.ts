import { createHash } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HashMessage, HashRequest } from './hash.worker'

/** The worker's own module, run on this page's `self`: its answers are caught from postMessage. */
const answers: HashMessage[] = []
const send = (request: HashRequest) =>
  (self.onmessage as (event: MessageEvent<HashRequest>) => unknown)({ data: request } as MessageEvent<HashRequest>)
const answered = (id: number) => vi.waitFor(() => expect(answers.find((a) => a.id === id && a.type !== 'progress')).toBeTruthy())

beforeAll(() => import('./hash.worker'))
// Mocks are restored after each test (vitest.config.ts): caught afresh for each.
beforeEach(() => {
  answers.splice(0)
  vi.spyOn(self, 'postMessage').mockImplementation((message: unknown) => void answers.push(message as HashMessage))
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('the checksum worker', () => {
  it('hashes several files at once and names each answer after its job', async () => {
    const texts = ['first file', 'second', 'third, a little longer']
    texts.forEach((text, i) => void send({ type: 'hash', id: 10 + i, file: new Blob([text]), algorithm: 'sha256' }))
    await Promise.all(texts.map((_, i) => answered(10 + i)))
    for (const [i, text] of texts.entries())
      expect(answers.filter((a) => a.id === 10 + i && a.type === 'done')).toEqual([
        { id: 10 + i, type: 'done', hex: sha256(text) },
      ])
  })

  it('answers "cancelled", not a digest, for a job cancelled while it runs', async () => {
    void send({ type: 'hash', id: 20, file: new Blob(['to be cancelled']), algorithm: 'sha256' })
    void send({ type: 'hash', id: 21, file: new Blob(['kept']), algorithm: 'md5' })
    void send({ type: 'cancel', id: 20 })
    await Promise.all([answered(20), answered(21)])
    // Stopped before it hashed anything: not even a progress report.
    expect(answers.filter((a) => a.id === 20)).toEqual([{ id: 20, type: 'cancelled' }])
    expect(answers).toContainEqual({ id: 21, type: 'done', hex: createHash('md5').update('kept').digest('hex') })
  })

  it('ignores a cancel for a job it has already answered', async () => {
    void send({ type: 'hash', id: 30, file: new Blob(['done already']), algorithm: 'sha256' })
    await answered(30)
    void send({ type: 'cancel', id: 30 })
    void send({ type: 'hash', id: 31, file: new Blob(['next']), algorithm: 'sha256' })
    await answered(31)
    expect(answers.filter((a) => a.type !== 'progress')).toEqual([
      { id: 30, type: 'done', hex: sha256('done already') },
      { id: 31, type: 'done', hex: sha256('next') },
    ])
  })
})
