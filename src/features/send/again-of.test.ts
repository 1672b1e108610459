import { describe, expect, it } from 'vitest'
import { againOf } from './SendAgain'

describe('what the Send page is asked to send again (history state, which any script of the page may set)', () => {
  it('takes a list of send ids or of consignment ids, nothing else', () => {
    expect(againOf({ again: ['send-1', 'send-2'] })).toEqual({ sends: ['send-1', 'send-2'] })
    expect(againOf({ againFiles: ['c-1'] })).toEqual({ consignments: ['c-1'] })
    for (const state of [null, undefined, 'again', { again: [] }, { again: 'send-1' }, { again: [1] }, { againFiles: [{}] }])
      expect(againOf(state), JSON.stringify(state)).toBeNull()
  })
})
