import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { computeTotals } from '../lib/upload-queue/upload-queue'
import { queueItem as item } from '../test/fake-uploader'
import { speak } from '../test/lingui'
import { describeCancelled, describeCounts, describeRate, describeUploadCounts } from './queue-summary-words'
import { describeItem, doAgain } from './queue-words'

describe('the upload manager’s counts', () => {
  it('counts uploads as uploads and names the registrations and transfers that failed', () => {
    const items = [
      item({ state: 'done', sent: 100 }),
      item({ state: 'done', sent: 100 }),
      item({ state: 'running', step: 'register', sent: 100 }),
      item({ state: 'failed', step: 'transfer', sent: 100 }),
      item({ state: 'failed', step: 'transfer', sent: 100 }),
    ]
    expect(describeUploadCounts(i18n, items)).toBe('5 of 5 done, 2 transfers failed')
    expect(describeUploadCounts(i18n, [item({ state: 'failed', step: 'register' })])).toBe('1 of 1 done, 1 registration failed')
  })

  it('keeps uploads still going, waiting, refused and cancelled apart: cancelled is not failed', () => {
    const items = [
      item({ state: 'uploading', sent: 10 }),
      item({ state: 'queued' }),
      item({ state: 'failed' }),
      item({ state: 'cancelled' }),
      item({ state: 'cancelled', step: 'transfer' }),
    ]
    expect(describeUploadCounts(i18n, items)).toBe(
      '1 of 5 done, 1 in progress, 1 waiting, 1 failed, 1 cancelled, 1 transfer cancelled',
    )
  })

  it('tells no time left once every byte is sent, while steps after the upload still run', () => {
    const totals = computeTotals([item({ state: 'running', step: 'register', sent: 100 })], 5000)
    expect(totals.etaSeconds).toBeNull()
    expect(computeTotals([item({ state: 'uploading', sent: 50 })], 10).etaSeconds).toBe(5)
  })

  it('after Cancel all, says what was stopped, how far, and what may have happened anyway', () => {
    const items = [
      item({ state: 'cancelled' }),
      item({ state: 'cancelled', step: 'register', sent: 100 }),
      item({ state: 'cancelled', step: 'transfer', sent: 100 }),
      item({ state: 'cancelled', step: 'register', doubt: 'register', sent: 100 }),
      item({ state: 'cancelled', step: 'register', doubt: 'register', sent: 100 }),
      item({ state: 'cancelled', step: 'transfer', doubt: 'transfer', sent: 100 }),
      item({ state: 'done', sent: 100 }),
    ]
    expect(describeCancelled(i18n, items)).toBe(
      'Cancelled: 1 file stopped; 1 uploaded but not registered; 1 registered but not transferred; 2 may already be registered; 1 may already be delivered (that request was on its way: its answer is used if it comes, and it is made again only if you choose).',
    )
    expect(describeCancelled(i18n, [item({ state: 'done' })])).toBe('')
    // Uploads counted as uploads: six of the seven were accepted before the cancel.
    expect(describeUploadCounts(i18n, items)).toBe(
      '6 of 7 done, 1 cancelled, 2 may already be registered, 1 may already be delivered, 1 registration cancelled, 1 transfer cancelled',
    )
    expect(describeItem(i18n, items[3]!, 0)).toMatch(
      /^May already be registered: the registration was on its way when you cancelled/,
    )
    expect(describeItem(i18n, items[2]!, 0)).toBe('Registered; cancelled before the transfer.')
  })
})

describe('the queue’s words in the language shown', () => {
  const totals = { files: 1500, sent: 0, total: 0, speed: 0, etaSeconds: null, active: 2, queued: 1, failed: 0, done: 1200 }

  it('counts with the language’s digits and separators, and lists the counts as it does', () => {
    expect(describeCounts(i18n, { ...totals, queued: 0 })).toBe('1,200 of 1,500 done, 2 in progress, 298 cancelled')
    speak('de')
    expect(describeCounts(i18n, totals)).toMatch(/^1\.200 of 1\.500 done, 2 in progress, 1 waiting/)
    expect(describeRate(i18n, 1.5 * 1024 * 1024, 3 * 1024 * 1024, 512 * 1024, 4)).toBe(
      '1,5 MB of 3,0 MB · 512 kB/s · 4 Sek. left',
    )
  })

  it('names the step in a whole sentence, and counts stopped files in the singular and the plural', () => {
    expect(describeItem(i18n, item({ state: 'failed', step: 'register', error: new Error('No') }), 0)).toBe(
      'The registration failed: No',
    )
    expect(describeItem(i18n, item({ state: 'queued', step: 'transfer', waiting: 'network' }), 0)).toBe(
      'Offline: the transfer goes on by itself when this browser is back online.',
    )
    expect(describeCancelled(i18n, [item({ state: 'cancelled' }), item({ state: 'cancelled' })])).toBe(
      'Cancelled: 2 files stopped.',
    )
    expect(doAgain(i18n, 'register')).toBe('Register it again')
  })
})
