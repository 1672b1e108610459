import { expect, it } from 'vitest'
import { createGate } from './gate'

it('runs at most its size at once, in order, and lets a waiting call leave when it is aborted', async () => {
  const gate = createGate(1)
  const ends: Array<() => void> = []
  const started: string[] = []
  const call = (name: string) => () => new Promise<void>((end) => (started.push(name), ends.push(end)))
  const a = gate(call('a'))
  const leaving = new AbortController()
  const b = gate(call('b'), leaving.signal)
  const c = gate(call('c'))
  await Promise.resolve()
  expect(started).toEqual(['a'])
  leaving.abort(new Error('gone'))
  await expect(b).rejects.toThrow('gone')
  ends[0]!()
  await a
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(started).toEqual(['a', 'c'])
  ends[1]!()
  await c
})
