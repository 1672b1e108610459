import { describe, expect, it } from 'vitest'
import { workerOutlivesPages } from './carrier'

describe('workerOutlivesPages', () => {
  it.each([
    ['Chromium (Blink)', 'Google Inc.', true],
    ['Firefox (Gecko)', '', true],
    ['Safari, iOS browsers, WebKitGTK (WebKit)', 'Apple Computer, Inc.', false],
    ['an engine not known', 'Someone Else', false],
  ])('%s: %s', (_, vendor, outlives) => {
    expect(workerOutlivesPages({ vendor })).toBe(outlives)
  })
})
