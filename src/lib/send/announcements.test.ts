import { describe, expect, it } from 'vitest'
import {
  announce,
  initialAnnouncer,
  LINKS_WAIT_MS,
  MILESTONE_GAP_MS,
  PROBLEM_WINDOW_MS,
  type Announcement,
  type AnnouncerState,
  type FailedFile,
  type SendProgress,
} from './announcements'

const base: SendProgress = {
  kind: 'send',
  resumed: false,
  files: 50,
  done: 0,
  cancelled: 0,
  failed: [],
  percent: 0,
  moving: true,
  online: true,
  recipients: ['ann@example.org'],
}
const file = (n: number, step: FailedFile['step'] = 'transfer'): FailedFile => ({ id: `f${n}`, name: `heard-${n}.txt`, step })

/** Runs the announcer over readings `[ms, progress]`, waking it when it asks; returns `[ms, codes]` said. */
function run(readings: Array<[number, Partial<SendProgress>]>, start: AnnouncerState = initialAnnouncer) {
  let state = start
  let wake: number | undefined
  let last: SendProgress = base
  const out: Array<[number, Announcement[]]> = []
  const step = (at: number, progress: SendProgress) => {
    const next = announce(state, progress, at)
    state = next.state
    wake = next.wakeAt
    if (next.said.length) out.push([at, [...next.said]])
  }
  for (const [at, change] of readings) {
    while (wake !== undefined && wake <= at) step(wake, last)
    last = { ...last, ...change }
    step(at, last)
  }
  while (wake !== undefined) step(wake, last)
  return out
}
const codes = (out: ReturnType<typeof run>) => out.map(([at, said]) => [at, said.map((a) => a.code).join('+')])

describe('announce: what a screen reader is told of a send, and when', () => {
  it.each<[string, Array<[number, Partial<SendProgress>]>, Array<[number, string]>]>([
    [
      'the start at once, the end at once',
      [
        [0, {}],
        [900, { done: 50, percent: 100, moving: false }],
      ],
      [
        [0, 'start'],
        [900, 'end'],
      ],
    ],
    [
      'quarters, each no sooner than the gap after the last thing said',
      [
        [0, {}],
        [1000, { percent: 30, done: 15 }],
        [2000, { percent: 55, done: 27 }],
        [6000, { percent: 80, done: 40 }],
        [9000, { percent: 90, done: 45 }],
        [12000, { percent: 100, done: 50, moving: false }],
      ],
      [
        [0, 'start'],
        [MILESTONE_GAP_MS, 'milestone'],
        [2 * MILESTONE_GAP_MS, 'milestone'],
        [12000, 'end'],
      ],
    ],
    [
      'no milestone within a quarter, however long',
      [
        [0, {}],
        [60_000, { percent: 24 }],
        [120_000, { percent: 24, done: 1, moving: false }],
      ],
      [
        [0, 'start'],
        [120_000, 'end'],
      ],
    ],
    [
      'a failure after its window, many in one window said once',
      [
        [0, {}],
        [3000, { failed: [file(1)] }],
        [3400, { failed: [file(1), file(2)] }],
        [9000, { failed: [file(1), file(2)], done: 48, percent: 100, moving: false }],
      ],
      [
        [0, 'start'],
        [3000 + PROBLEM_WINDOW_MS, 'failed'],
        [9000, 'end'],
      ],
    ],
    [
      'a failure at the end is said with it',
      [
        [0, {}],
        [500, { failed: [file(3)], done: 9, files: 10, percent: 100, moving: false }],
      ],
      [
        [0, 'start'],
        [500, 'failed+end'],
      ],
    ],
    [
      'offline and back, only while the send waits on it',
      [
        [0, {}],
        [1000, { online: false }],
        [4000, { online: true }],
        [5000, { done: 50, percent: 100, moving: false }],
        [6000, { online: false }],
      ],
      [
        [0, 'start'],
        [1000, 'offline'],
        [4000, 'online'],
        [5000, 'end'],
      ],
    ],
    [
      'a send delivered whole, its links being made: the end waits for them',
      [
        [0, {}],
        [900, { done: 50, percent: 100, moving: false, links: 'coming' }],
        [1600, { links: 'ready' }],
      ],
      [
        [0, 'start'],
        [1600, 'end'],
      ],
    ],
    [
      'links slower than the wait: the end once it is over',
      [
        [0, {}],
        [900, { done: 50, percent: 100, moving: false, links: 'coming' }],
        [900 + LINKS_WAIT_MS + 500, { links: 'ready' }],
      ],
      [
        [0, 'start'],
        [900 + LINKS_WAIT_MS, 'end'],
      ],
    ],
    [
      'a link refused while the end waits: the end at once',
      [
        [0, {}],
        [900, { done: 50, percent: 100, moving: false, links: 'coming' }],
        [1200, { links: 'elsewhere' }],
      ],
      [
        [0, 'start'],
        [1200, 'end'],
      ],
    ],
    [
      'a send not delivered whole waits for no link',
      [
        [0, {}],
        [900, { done: 49, failed: [file(1)], percent: 100, moving: false, links: 'coming' }],
      ],
      [
        [0, 'start'],
        [900, 'failed+end'],
      ],
    ],
    [
      'an upload waits for no link',
      [
        [0, { kind: 'upload' }],
        [900, { done: 50, percent: 100, moving: false, links: 'coming' }],
      ],
      [
        [0, 'start'],
        [900, 'end'],
      ],
    ],
    ['a send first seen at rest says nothing', [[0, { done: 50, moving: false }]], []],
    [
      'nothing once ended',
      [
        [0, {}],
        [100, { moving: false }],
        [200, { moving: true }],
        [300, { moving: false }],
      ],
      [
        [0, 'start'],
        [100, 'end'],
      ],
    ],
  ])('%s', (_, readings, expected) => {
    expect(codes(run(readings))).toEqual(expected)
  })

  it('names the failed files with their step, grouped', () => {
    const out = run([
      [0, {}],
      [100, { failed: [file(1), file(2, 'upload')] }],
    ])
    expect(out[1]).toEqual([100 + PROBLEM_WINDOW_MS, [{ code: 'failed', kind: 'send', files: [file(1), file(2, 'upload')] }]])
  })

  it('says a file again when it fails again after a retry', () => {
    const out = run([
      [0, {}],
      [100, { failed: [file(1)] }],
      [2000, { failed: [] }],
      [3000, { failed: [file(1)] }],
    ])
    expect(codes(out)).toEqual([
      [0, 'start'],
      [1100, 'failed'],
      [4000, 'failed'],
    ])
  })

  it('starts with the count and the recipients, a resume as such, the end with what went', () => {
    const out = run([
      [0, { resumed: true, files: 5 }],
      [10, { done: 4, failed: [file(1)], percent: 100, moving: false }],
    ])
    expect(out[0]![1]).toEqual([{ code: 'start', kind: 'send', resumed: true, files: 5, recipients: ['ann@example.org'] }])
    expect(out[1]![1][1]).toEqual({
      code: 'end',
      kind: 'send',
      done: 4,
      failed: 1,
      files: 5,
      recipients: ['ann@example.org'],
      linksReady: false,
    })
  })

  it('ends saying whether the links are ready', () => {
    const end = (links: SendProgress['links']) =>
      run([
        [0, {}],
        [10, { done: 50, percent: 100, moving: false, links }],
      ])[1]![1][0]
    expect(end('ready')).toMatchObject({ code: 'end', linksReady: true })
    expect(end('elsewhere')).toMatchObject({ code: 'end', linksReady: false })
    expect(end(undefined)).toMatchObject({ code: 'end', linksReady: false })
  })

  it('a 50-file send in 9 s: at most one every 2 s on average, never 3 in 2 s', () => {
    const readings: Array<[number, Partial<SendProgress>]> = [[0, {}]]
    for (let i = 1; i <= 50; i++) readings.push([i * 175, { done: i, percent: 2 * i, moving: i < 50 }])
    const out = run(readings)
    const times = out.map(([at]) => at)
    expect(times.length).toBeLessThanOrEqual(Math.ceil(8750 / 2000))
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 2000).length).toBeLessThanOrEqual(3)
    expect(codes(out).at(-1)).toEqual([8750, 'end'])
  })
})
