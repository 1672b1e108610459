import { describe, expect, it } from 'vitest'
import { queueItem as item } from '../../test/fake-uploader'
import { stepProgress } from './model'
import { sendPercent } from './steps'

describe('a send’s progress, step by step', () => {
  it('is 100 only once the last transfer is done, not when the last byte is sent', () => {
    const allBytesSent = [
      item({ state: 'running', step: 'register', sent: 100 }),
      item({ state: 'running', step: 'transfer', sent: 100 }),
    ]
    expect(sendPercent(allBytesSent)).toBe(50)
    expect(sendPercent([item({ state: 'done', sent: 100 }), item({ state: 'running', step: 'transfer', sent: 100 })])).toBe(83)
    expect(sendPercent([item({ state: 'done', sent: 100 }), item({ state: 'done', sent: 100 })])).toBe(100)
  })

  it('counts an upload by its bytes, and leaves cancelled files out', () => {
    expect(sendPercent([item({ state: 'uploading', sent: 50 })])).toBe(16)
    expect(sendPercent([item({ state: 'uploading', sent: 50 }), item({ state: 'cancelled' })])).toBe(16)
    expect(sendPercent([])).toBe(0)
  })

  it('shows a step waiting for its retry as trying again, not "not yet"', () => {
    const retrying = item({ state: 'queued', step: 'register', retryAt: 5000, sent: 100 })
    expect(stepProgress(retrying, 'upload')).toBe('done')
    expect(stepProgress(retrying, 'register')).toBe('retrying')
    expect(stepProgress(retrying, 'transfer')).toBe('todo')
    expect(stepProgress(item({ state: 'queued', step: 'transfer', waiting: 'network' }), 'transfer')).toBe('retrying')
    expect(stepProgress(item({ state: 'queued' }), 'upload')).toBe('todo')
    expect(stepProgress(item({ state: 'failed', step: 'register' }), 'register')).toBe('failed')
  })

  it('never calls a cancelled step failed, and one cancelled on its way may already be done', () => {
    expect(stepProgress(item({ state: 'cancelled', step: 'register', sent: 100 }), 'register')).toBe('cancelled')
    const onItsWay = item({ state: 'cancelled', step: 'transfer', doubt: 'transfer', sent: 100 })
    expect(stepProgress(onItsWay, 'register')).toBe('done')
    expect(stepProgress(onItsWay, 'transfer')).toBe('doubt')
  })
})
