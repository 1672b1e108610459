import type { QueueItem } from '../upload-queue/upload-queue'
import type { Step } from './model'
import type { SendKind } from './sends'
import { sendPercent } from './steps'

/*
 * What a screen reader is told of a send, and when: a pure function of the send's progress
 * before and now (issue 32). It returns codes and data; the shell words them
 * (components/announcement-words.ts) into its one live region. A listener follows a few
 * sentences, not a stream: the start and the end at once, each problem within a short window
 * (grouped when many fail together), the network's changes, and between them milestones at
 * quarters, no closer than MILESTONE_GAP_MS to anything said before. The end of a send delivered
 * whole says whether its download links are ready: while the page shown is making them, it
 * waits for them, up to LINKS_WAIT_MS.
 */

/** A problem waits this long for others of the same burst, to be said as one. */
export const PROBLEM_WINDOW_MS = 1000
/** A milestone is said no sooner than this after anything else was. */
export const MILESTONE_GAP_MS = 5000
/** The end of a send waits this long at most for the links the page shown is making. */
export const LINKS_WAIT_MS = 3000

/**
 * The download links of a send's delivered files: all made; being made for the page shown (the
 * Send page's summary asks for a few at once); or neither (another page is shown, there are many
 * files, made on request, or one was refused).
 */
export type Links = 'ready' | 'coming' | 'elsewhere'

export type FailedFile = Readonly<{ id: string; name: string; step: Step }>

/** A send as the announcer reads it: counts, who it goes to, the failed files by name. */
export type SendProgress = Readonly<{
  kind: SendKind
  /** a resumed send (its files delivered before the interruption are not counted) */
  resumed: boolean
  files: number
  done: number
  cancelled: number
  failed: readonly FailedFile[]
  /** of the send's steps (or the Upload page's bytes), 0–100 */
  percent: number
  /** a file queued or on its way */
  moving: boolean
  online: boolean
  recipients: readonly string[]
  /** a send's links; absent: 'elsewhere' */
  links?: Links
}>

export type Announcement = Readonly<
  | { code: 'start'; kind: SendKind; resumed: boolean; files: number; recipients: readonly string[] }
  | { code: 'milestone'; kind: SendKind; percent: number; done: number; files: number }
  | { code: 'failed'; kind: SendKind; files: readonly FailedFile[] }
  | { code: 'offline' }
  | { code: 'online' }
  | {
      code: 'end'
      kind: SendKind
      done: number
      failed: number
      files: number
      recipients: readonly string[]
      /** every file's download link is made */
      linksReady: boolean
    }
>

/** What the announcer remembers of one send between two readings. */
export type AnnouncerState = Readonly<{
  started: boolean
  ended: boolean
  /** when anything was last said */
  saidAt: number
  /** the last quarter said (0–3) */
  quarter: number
  /** failed files already said or waiting to be, by id */
  failedSeen: ReadonlySet<string>
  /** failed files waiting for their window to close, and when it closes */
  pending: readonly FailedFile[]
  pendingUntil: number
  online: boolean
  /** when the end, waiting for the links, is said whatever they are (0: not waiting) */
  endDue: number
}>

export const initialAnnouncer: AnnouncerState = {
  started: false,
  ended: false,
  saidAt: -Infinity,
  quarter: 0,
  failedSeen: new Set(),
  pending: [],
  pendingUntil: 0,
  online: true,
  endDue: 0,
}

export type AnnouncerStep = Readonly<{
  state: AnnouncerState
  /** to say now, in this order, as one utterance */
  said: readonly Announcement[]
  /** when to read the progress again though nothing changed (a window closes, a gap ends) */
  wakeAt?: number
}>

const quarterOf = (percent: number) => Math.min(3, Math.floor(percent / 25))

/**
 * The next step of one send's announcer: what to say now given its progress at `now`. Call it on
 * every change of the progress, and again at `wakeAt`.
 */
export function announce(before: AnnouncerState, progress: SendProgress, now: number): AnnouncerStep {
  const said: Announcement[] = []
  let state: AnnouncerState = before
  const { kind, files, recipients } = progress
  if (state.ended || files === 0) return { state, said }

  if (!state.started) {
    // First read at rest: a send from before this announcer (a remount), not one the person just made.
    if (!progress.moving) return { state: { ...state, started: true, ended: true }, said }
    said.push({ code: 'start', kind, resumed: progress.resumed, files, recipients })
    state = { ...state, started: true, online: progress.online }
  }

  // The files that failed since the last reading; one retried and failed again is said again.
  const failedNow = new Set(progress.failed.map((f) => f.id))
  const fresh = progress.failed.filter((f) => !state.failedSeen.has(f.id))
  const seen = new Set([...state.failedSeen].filter((id) => failedNow.has(id)))
  for (const f of fresh) seen.add(f.id)
  const pending = [...state.pending.filter((f) => failedNow.has(f.id)), ...fresh]
  const pendingUntil = state.pending.length > 0 ? state.pendingUntil : now + PROBLEM_WINDOW_MS
  state = { ...state, failedSeen: seen, pending, pendingUntil: pending.length > 0 ? pendingUntil : 0 }

  if (progress.online !== state.online) {
    // Only while something waits on it: a send at rest has nothing to say of the network.
    if (progress.moving) said.push({ code: progress.online ? 'online' : 'offline' })
    state = { ...state, online: progress.online }
  }

  if (!progress.moving) {
    const links = progress.links ?? 'elsewhere'
    // Delivered whole, its links on their way to the page shown: "Links are ready." is worth a moment.
    if (kind === 'send' && progress.done === files && links === 'coming') {
      const endDue = state.endDue || now + LINKS_WAIT_MS
      if (now < endDue) {
        state = { ...state, endDue, saidAt: said.length > 0 ? now : state.saidAt }
        return { state, said, wakeAt: endDue }
      }
    }
    if (state.pending.length > 0) said.push({ code: 'failed', kind, files: state.pending })
    said.push({
      code: 'end',
      kind,
      done: progress.done,
      failed: progress.failed.length,
      files,
      recipients,
      linksReady: links === 'ready',
    })
    return { state: { ...state, ended: true, pending: [], pendingUntil: 0, endDue: 0, saidAt: now }, said }
  }

  if (state.pending.length > 0 && now >= state.pendingUntil) {
    said.push({ code: 'failed', kind, files: state.pending })
    state = { ...state, pending: [], pendingUntil: 0 }
  }

  const quarter = quarterOf(progress.percent)
  let wakeAt: number | undefined
  if (quarter > state.quarter) {
    const due = (said.length > 0 ? now : state.saidAt) + MILESTONE_GAP_MS
    if (said.length === 0 && now >= due) {
      said.push({ code: 'milestone', kind, percent: progress.percent, done: progress.done, files })
      state = { ...state, quarter }
    } else wakeAt = due
  }
  if (said.length > 0) state = { ...state, saidAt: now }
  if (state.pending.length > 0) wakeAt = Math.min(wakeAt ?? Infinity, state.pendingUntil)
  return wakeAt === undefined ? { state, said } : { state, said, wakeAt }
}

/** A send's progress from its files in the queue. */
export function progressOf(
  send: Readonly<{ kind: SendKind; resumed: boolean; recipients: readonly string[] }>,
  items: readonly QueueItem[],
  online: boolean,
  nameOf: (item: QueueItem) => string = (item) => item.file.name,
): SendProgress {
  let done = 0
  let cancelled = 0
  let moving = false
  let sent = 0
  let total = 0
  const failed: FailedFile[] = []
  for (const item of items) {
    if (item.state === 'done') done += 1
    else if (item.state === 'cancelled') cancelled += 1
    else if (item.state === 'failed') failed.push({ id: item.id, name: nameOf(item), step: item.step })
    else moving = true
    if (item.state !== 'cancelled') {
      sent += item.sent
      total += item.total
    }
  }
  return {
    kind: send.kind,
    resumed: send.resumed,
    files: items.length,
    done,
    cancelled,
    failed,
    percent: send.kind === 'send' ? sendPercent(items) : total > 0 ? Math.min(100, Math.floor((100 * sent) / total)) : 0,
    moving,
    online,
    recipients: send.recipients,
  }
}
