import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import type { UploadResult } from '../../api/schemas'
import {
  ChecksumMismatchError,
  fresh,
  needOf,
  next,
  resumed,
  start,
  wantsSlot,
  UnverifiedUploadError,
  type Effect,
  type Event,
  type FileState,
  type Kept,
} from './model'

/*
 * The model's rules, one row each: a state, an event, and what it must become and ask for.
 * Every rule the queue, the journal and a resume follow is a row here.
 */

const digest = 'ab'.repeat(32)
const result: UploadResult = {
  fileId: 'f-1',
  containerId: 'c-1',
  mime: 'text/plain',
  size: '10',
  scan: true,
  store: true,
  originalname: 'a.txt',
  checksum: digest,
  sync: 'true',
  public: false,
  directLink: '',
}
const down = new ApiError('http', 'down', 503)
const refused = new ApiError('http', 'bad recipient', 400)
const ok = { now: 1_000, online: true, jitter: 0.5 }
const verified: Event = { type: 'verified', attempt: 1, local: digest, algorithm: 'sha256', size: 10 }

/** A file of a send at a given point, built by running the model itself from a new file. */
function run(events: Event[], from: FileState = start(fresh()).file): FileState {
  return events.reduce((file, event) => next(file, event).file, from)
}
const uploading = () => run([{ type: 'slot' }])
const processing = () => run([{ type: 'slot' }, { type: 'sent', attempt: 1 }])
const stored = () => run([{ type: 'slot' }, { type: 'sent', attempt: 1 }, { type: 'stored', attempt: 1, result }])
/** Registering: its start saved, its request not yet left (attempt 2). */
const registering = () => run([verified], stored())
const registerLeft = () => run([{ type: 'leaving', attempt: 2 }], registering())
const transferLeft = () =>
  run(
    [
      { type: 'answered', attempt: 2, id: 'cons-1' },
      { type: 'leaving', attempt: 3 },
    ],
    registerLeft(),
  )

const types = (effects: Effect[]) => effects.map((e) => e.type)

type Row = {
  rule: string
  from: () => FileState
  event: Event
  expect: Partial<FileState>
  effects: Effect['type'][]
}

const rows: Row[] = [
  // Order of steps
  {
    rule: 'given a slot, the upload goes and its start is journaled (not waited for)',
    from: fresh,
    event: { type: 'slot' },
    expect: { state: 'uploading', attempt: 1, slot: true, steps: { upload: 'in-flight', register: 'todo', transfer: 'todo' } },
    effects: ['save', 'upload'],
  },
  {
    rule: 'all bytes sent: processing',
    from: uploading,
    event: { type: 'sent', attempt: 1 },
    expect: { state: 'processing' },
    effects: [],
  },
  {
    rule: 'the server stored it: its answer kept, the checksum not yet compared',
    from: processing,
    event: { type: 'stored', attempt: 1, result },
    expect: { state: 'processing', result, checksum: { state: 'pending', hashed: 0, server: digest } },
    effects: [],
  },
  {
    rule: 'verified: upload done, its slot given back, the registration started and journaled before its request',
    from: stored,
    event: verified,
    expect: {
      state: 'running',
      step: 'register',
      accepted: true,
      slot: false,
      steps: { upload: 'done', register: 'in-flight', transfer: 'todo' },
    },
    effects: ['release', 'uploaded', 'save', 'request'],
  },
  {
    rule: 'registered: the transfer starts in the same save',
    from: registerLeft,
    event: { type: 'answered', attempt: 2, id: 'cons-1' },
    expect: {
      state: 'running',
      step: 'transfer',
      results: { register: 'cons-1' },
      steps: { upload: 'done', register: 'done', transfer: 'in-flight' },
    },
    effects: ['save', 'request'],
  },
  {
    rule: 'transferred: done, saved at once',
    from: transferLeft,
    event: { type: 'answered', attempt: 3, id: 'tr-1' },
    expect: {
      state: 'done',
      results: { register: 'cons-1', transfer: 'tr-1' },
      steps: { upload: 'done', register: 'done', transfer: 'done' },
    },
    effects: ['save'],
  },
  {
    rule: 'an Upload-page file is done once uploaded',
    from: () => run([{ type: 'slot' }, { type: 'stored', attempt: 1, result }], fresh('upload')),
    event: verified,
    expect: { state: 'done', steps: { upload: 'done', register: 'todo', transfer: 'todo' } },
    effects: ['release', 'uploaded', 'save'],
  },
  // Checksums
  {
    rule: 'other bytes stored: failed, never sent on',
    from: stored,
    event: { ...verified, local: 'cd'.repeat(32) } as Event,
    expect: { state: 'failed', step: 'upload', slot: false },
    effects: ['release'],
  },
  {
    rule: 'unverifiable: stops before the registration until the person says to go on',
    from: stored,
    event: { type: 'verified', attempt: 1, reason: 'no worker', algorithm: 'sha256', size: 10 },
    // Stored but not confirmed: the journal keeps it as on its way (made again on a resume).
    expect: {
      state: 'failed',
      step: 'register',
      accepted: false,
      steps: { upload: 'in-flight', register: 'todo', transfer: 'todo' },
    },
    effects: ['release'],
  },
  {
    rule: 'an unverified upload sent on by the person: accepted, and the registration goes',
    from: () => run([{ type: 'verified', attempt: 1, reason: 'no worker', algorithm: 'sha256', size: 10 }], stored()),
    event: { type: 'retry' },
    expect: {
      state: 'running',
      step: 'register',
      accepted: true,
      steps: { upload: 'done', register: 'in-flight', transfer: 'todo' },
    },
    effects: ['stop-timer', 'uploaded', 'save', 'request'],
  },
  // Retry or fail (decision 0012)
  {
    rule: 'an upload that may pass is retried after a wait',
    from: uploading,
    event: { type: 'failed', attempt: 1, error: down, ...ok },
    expect: { state: 'queued', step: 'upload', retryAt: 1_000 + 750, retries: 1, failingSince: 1_000, slot: false },
    effects: ['release', 'timer'],
  },
  {
    rule: 'offline: it waits for the network, not a timer',
    from: uploading,
    event: { type: 'failed', attempt: 1, error: down, ...ok, online: false },
    expect: { state: 'queued', waiting: 'network', retryAt: undefined, failingSince: undefined },
    effects: ['release'],
  },
  {
    rule: 'a refusal is not repeated by itself',
    from: uploading,
    event: { type: 'failed', attempt: 1, error: refused, ...ok },
    expect: { state: 'failed', error: refused },
    effects: ['release'],
  },
  {
    rule: 'past ten minutes of failing: failed',
    from: () => ({ ...uploading(), failingSince: 0 }),
    event: { type: 'failed', attempt: 1, error: down, ...ok, now: 10 * 60_000 },
    expect: { state: 'failed' },
    effects: ['release'],
  },
  {
    rule: 'a registration that left and got a 5xx: retried, journaled in flight (it may be done)',
    from: registerLeft,
    event: { type: 'failed', attempt: 2, error: down, ...ok },
    expect: { state: 'queued', step: 'register', steps: { upload: 'done', register: 'in-flight', transfer: 'todo' } },
    effects: ['save', 'timer'],
  },
  {
    rule: 'a registration refused: failed, journaled failed (it did nothing)',
    from: registerLeft,
    event: { type: 'failed', attempt: 2, error: refused, ...ok },
    expect: { state: 'failed', steps: { upload: 'done', register: 'failed', transfer: 'todo' } },
    effects: ['save'],
  },
  {
    rule: 'a registration that failed before leaving is journaled not started',
    from: registering,
    event: { type: 'failed', attempt: 2, error: new Error('size'), ...ok },
    expect: { state: 'failed', steps: { upload: 'done', register: 'todo', transfer: 'todo' } },
    effects: ['save'],
  },
  {
    rule: "a retry's time came: the upload waits for a slot again",
    from: () => run([{ type: 'failed', attempt: 1, error: down, ...ok }], uploading()),
    event: { type: 'wake', online: true },
    expect: { state: 'queued', retryAt: undefined },
    effects: ['stop-timer', 'enqueue'],
  },
  {
    rule: "a retry's time came while offline: it waits for the network",
    from: () => run([{ type: 'failed', attempt: 1, error: down, ...ok }], uploading()),
    event: { type: 'wake', online: false },
    expect: { state: 'queued', retryAt: undefined, waiting: 'network' },
    effects: [],
  },
  {
    rule: 'a registration retried by itself goes at once, its try counted',
    from: () => run([{ type: 'failed', attempt: 2, error: down, ...ok }], registerLeft()),
    event: { type: 'wake', online: true },
    expect: { state: 'running', step: 'register', attempts: 2, attempt: 3 },
    effects: ['stop-timer', 'save', 'request'],
  },
  {
    rule: 'the person retries a failed transfer: from the transfer, never uploading again',
    from: () => run([{ type: 'failed', attempt: 3, error: refused, ...ok }], transferLeft()),
    event: { type: 'retry' },
    expect: { state: 'running', step: 'transfer', retries: 0 },
    effects: ['stop-timer', 'save', 'request'],
  },
  {
    rule: 'a done file is not retried',
    from: () => run([{ type: 'answered', attempt: 3, id: 'tr-1' }], transferLeft()),
    event: { type: 'retry' },
    expect: { state: 'done' },
    effects: [],
  },
  // Cancel, and a step in doubt
  {
    rule: 'cancelled while uploading: aborted, its slot given back',
    from: uploading,
    event: { type: 'cancel' },
    expect: { state: 'cancelled', attempt: 2, slot: false, late: undefined },
    effects: ['stop-timer', 'release', 'abort'],
  },
  {
    rule: 'cancelled once all bytes were sent: not aborted, its answer awaited',
    from: processing,
    event: { type: 'cancel' },
    expect: { state: 'cancelled', late: 1, doubt: undefined },
    effects: ['stop-timer', 'release'],
  },
  {
    rule: 'cancelled before the registration left: aborted, journaled not started',
    from: registering,
    event: { type: 'cancel' },
    expect: { state: 'cancelled', steps: { upload: 'done', register: 'todo', transfer: 'todo' } },
    effects: ['stop-timer', 'abort', 'save'],
  },
  {
    rule: 'cancelled once the registration left: in doubt, not aborted',
    from: registerLeft,
    event: { type: 'cancel' },
    expect: {
      state: 'cancelled',
      doubt: 'register',
      late: 2,
      steps: { upload: 'done', register: 'in-flight', transfer: 'todo' },
    },
    effects: ['stop-timer'],
  },
  {
    rule: 'a failed file cannot be cancelled',
    from: () => run([{ type: 'failed', attempt: 1, error: refused, ...ok }], uploading()),
    event: { type: 'cancel' },
    expect: { state: 'failed' },
    effects: [],
  },
  // Late answers after a cancel
  {
    rule: 'a late answer of a registration in doubt: done, the transfer not made unasked',
    from: () => run([{ type: 'cancel' }], registerLeft()),
    event: { type: 'answered', attempt: 2, id: 'cons-1' },
    expect: {
      state: 'cancelled',
      step: 'transfer',
      doubt: undefined,
      results: { register: 'cons-1' },
      steps: { upload: 'done', register: 'done', transfer: 'todo' },
    },
    effects: ['save'],
  },
  {
    rule: 'a late answer of the transfer: done',
    from: () => run([{ type: 'cancel' }], transferLeft()),
    event: { type: 'answered', attempt: 3, id: 'tr-1' },
    expect: { state: 'done', doubt: undefined },
    effects: ['save'],
  },
  {
    rule: 'a late refusal: it did nothing, a plain cancel',
    from: () => run([{ type: 'cancel' }], registerLeft()),
    event: { type: 'failed', attempt: 2, error: refused, ...ok },
    expect: { state: 'cancelled', doubt: undefined, steps: { upload: 'done', register: 'failed', transfer: 'todo' } },
    effects: ['save'],
  },
  {
    rule: 'no late answer (5xx): still in doubt',
    from: () => run([{ type: 'cancel' }], registerLeft()),
    event: { type: 'failed', attempt: 2, error: down, ...ok },
    expect: { state: 'cancelled', doubt: 'register' },
    effects: [],
  },
  {
    rule: 'a late upload answer: uploaded after all, the registration not made unasked',
    from: () => run([{ type: 'cancel' }, { type: 'stored', attempt: 1, result }], processing()),
    event: verified,
    expect: {
      state: 'cancelled',
      step: 'register',
      accepted: true,
      late: undefined,
      steps: { upload: 'done', register: 'todo', transfer: 'todo' },
    },
    effects: ['uploaded', 'save'],
  },
  {
    rule: 'a late upload of other bytes: a plain cancel',
    from: () => run([{ type: 'cancel' }, { type: 'stored', attempt: 1, result }], processing()),
    event: { ...verified, local: 'cd'.repeat(32) } as Event,
    expect: { state: 'cancelled', step: 'upload', accepted: false, late: undefined },
    effects: [],
  },
  {
    rule: 'a late upload failure: a plain cancel',
    from: () => run([{ type: 'cancel' }], processing()),
    event: { type: 'failed', attempt: 1, error: down, ...ok },
    expect: { state: 'cancelled', late: undefined, retryAt: undefined },
    effects: [],
  },
  {
    rule: 'an answer of an attempt superseded by a retry is ignored',
    from: () => run([{ type: 'cancel' }, { type: 'retry' }], registerLeft()),
    event: { type: 'answered', attempt: 2, id: 'cons-old' },
    expect: { state: 'running', attempt: 3, results: {} },
    effects: [],
  },
  {
    rule: 'progress of a cancelled upload is ignored',
    from: () => run([{ type: 'cancel' }], uploading()),
    event: { type: 'sent', attempt: 1 },
    expect: { state: 'cancelled' },
    effects: [],
  },
  {
    rule: 'a step in doubt retried by the person goes again',
    from: () => run([{ type: 'cancel' }], registerLeft()),
    event: { type: 'retry' },
    expect: { state: 'running', step: 'register', doubt: undefined, late: undefined, attempt: 3 },
    effects: ['stop-timer', 'save', 'request'],
  },
]

describe('the model of a file in a send', () => {
  it.each(rows)('$rule', ({ from, event, expect: want, effects }) => {
    const { file, effects: got } = next(from(), event)
    for (const [key, value] of Object.entries(want)) expect(file[key as keyof FileState], key).toEqual(value)
    expect(types(got)).toEqual(effects)
  })

  it('starts the request of a follow step only after the save of its start (decision 0008)', () => {
    const { effects } = next(stored(), verified)
    const save = types(effects).indexOf('save')
    expect(save).toBeGreaterThan(-1)
    expect(types(effects).indexOf('request')).toBe(save + 1)
  })

  it('says a checksum mismatch and an unverifiable upload as errors with their data', () => {
    expect(next(stored(), { ...verified, local: 'cd'.repeat(32) } as Event).file.error).toEqual(
      new ChecksumMismatchError('cd'.repeat(32), digest),
    )
    expect(
      next(stored(), { type: 'verified', attempt: 1, reason: 'no worker', algorithm: 'sha256', size: 10 }).file.error,
    ).toBeInstanceOf(UnverifiedUploadError)
  })
})

describe('what a journaled file still needs, and where it resumes', () => {
  const done = { upload: 'done', register: 'done', transfer: 'done' } as const
  const kept = (steps: Partial<Kept['steps']>, more: Partial<Kept> = {}): Kept => ({
    steps: { upload: 'todo', register: 'todo', transfer: 'todo', ...steps },
    ...more,
  })
  const needs: Array<[string, Kept, ReturnType<typeof needOf>]> = [
    ['never uploaded: the upload', kept({}), { kind: 'upload' }],
    ['an upload in flight is simply made again', kept({ upload: 'in-flight' }), { kind: 'upload' }],
    ['uploaded: the registration', kept({ upload: 'done' }, { result }), { kind: 'register' }],
    [
      'a registration in flight: the person chooses',
      kept({ upload: 'done', register: 'in-flight' }, { result }),
      { kind: 'doubt', step: 'register' },
    ],
    [
      'registered: the transfer',
      kept({ upload: 'done', register: 'done' }, { result, consignmentId: 'c' }),
      { kind: 'transfer' },
    ],
    [
      'a transfer in flight: the person chooses',
      kept({ upload: 'done', register: 'done', transfer: 'in-flight' }, { result, consignmentId: 'c' }),
      { kind: 'doubt', step: 'transfer' },
    ],
    ['delivered', kept(done, { result, consignmentId: 'c' }), { kind: 'nothing', delivered: true }],
    ['left out by the person', kept({}, { settled: 'left-out' }), { kind: 'nothing', delivered: false }],
    [
      'an Upload-page file uploaded',
      kept({ upload: 'done' }, { result, uploadOnly: true }),
      { kind: 'nothing', delivered: true },
    ],
    [
      'registered with no id kept: registered again',
      kept({ upload: 'done', register: 'done' }, { result }),
      { kind: 'register' },
    ],
  ]
  it.each(needs)('%s', (_, file, need) => expect(needOf(file)).toEqual(need))

  it('resumes a registered file at its transfer, its consignment known, needing no bytes', () => {
    const file = resumed(kept({ upload: 'done', register: 'done' }, { result, consignmentId: 'cons-1' }))
    expect(file).toMatchObject({ step: 'transfer', accepted: true, results: { register: 'cons-1' } })
    // It waits for a slot as an upload does, journaled as not started until then.
    const waiting = start(file)
    expect(types(waiting.effects)).toEqual(['enqueue'])
    expect(wantsSlot(waiting.file)).toBe(true)
    expect(waiting.file.steps.transfer).toBe('todo')
    const { file: going, effects } = next(waiting.file, { type: 'slot' })
    expect(going).toMatchObject({
      state: 'running',
      step: 'transfer',
      slot: true,
      steps: { register: 'done', transfer: 'in-flight' },
    })
    expect(types(effects)).toEqual(['save', 'request'])
    // Answered, it gives the slot back and is done; refused, it gives it back too.
    const answered = next(next(going, { type: 'leaving', attempt: going.attempt }).file, {
      type: 'answered',
      attempt: going.attempt,
      id: 't',
    })
    expect(answered.file).toMatchObject({ state: 'done', slot: false })
    expect(types(answered.effects)).toEqual(['release', 'save'])
    const refused = next(going, {
      type: 'failed',
      attempt: going.attempt,
      error: new Error('x'),
      now: 0,
      online: true,
      jitter: 0,
    })
    expect(refused.file.slot).toBe(false)
    expect(types(refused.effects)).toContain('release')
  })

  it('resumes a step in doubt (the person chose to make it again) at that step', () => {
    expect(resumed(kept({ upload: 'done', register: 'in-flight' }, { result })).step).toBe('register')
  })

  it('resumes a file to upload from its upload: it waits for a slot', () => {
    expect(types(start(resumed(kept({}))).effects)).toEqual(['enqueue'])
  })
})
