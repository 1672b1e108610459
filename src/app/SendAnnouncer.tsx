import { useEffect, useState } from 'react'
import { sayAll } from '../components/announcement-words'
import { online } from '../lib/online'
import { announce, initialAnnouncer, progressOf, type Announcement, type AnnouncerState } from '../lib/send/announcements'
import { i18n } from '../shared/i18n'
import { useSends } from '../shared/sends'
import { useQueue } from '../shared/upload-queue'

/** A region must be in the page a moment before it speaks, or screen readers miss the first words. */
const SETTLE_MS = 300

/**
 * The one voice of this tab's sends and uploads, whatever page is shown (issue 32): a polite
 * region, hidden, saying what lib/send/announcements.ts decides. The pages' own regions keep
 * quiet about progress so that this is the only one speaking during a send.
 */
export function SendAnnouncer() {
  const queue = useQueue()
  const sends = useSends()
  const [text, setText] = useState('')

  useEffect(() => {
    const states = new Map<string, AnnouncerState>()
    const mountedAt = Date.now()
    let wake: ReturnType<typeof setTimeout> | undefined
    let later: ReturnType<typeof setTimeout> | undefined
    let last = ''

    /** What was to be said before the region settled: said together once it has. */
    let held: Announcement[] = []

    const put = (said: readonly Announcement[]) => {
      // The app's one i18n: the language shown when said, and a change of it starts no send anew.
      const next = sayAll(i18n, said)
      // The same words again are no change to a live region: emptied first, they are said again.
      if (next === last) {
        setText('')
        later = setTimeout(() => setText(next), 100)
      } else setText(next)
      last = next
    }
    const speak = (said: readonly Announcement[]) => {
      const wait = mountedAt + SETTLE_MS - Date.now()
      if (wait <= 0) return put(said)
      // Two texts set within one moment would show only the last: the start of a quick send was lost.
      if (held.length === 0)
        later = setTimeout(() => {
          const all = held
          held = []
          put(all)
        }, wait)
      held.push(...said)
    }

    const read = () => {
      clearTimeout(wake)
      const now = Date.now()
      const byId = new Map(queue.getSnapshot().items.map((item) => [item.id, item]))
      const running = sends.state.getState()
      const said: Announcement[] = []
      let due = Infinity
      for (const send of running) {
        const items = send.ids.flatMap((id) => byId.get(id) ?? [])
        const { kind, note } = send
        const progress = progressOf({ kind, resumed: !!note.resumed, recipients: note.recipients }, items, online.get())
        const step = announce(states.get(send.id) ?? initialAnnouncer, progress, now)
        states.set(send.id, step.state)
        said.push(...step.said)
        if (step.wakeAt !== undefined) due = Math.min(due, step.wakeAt)
      }
      for (const id of states.keys()) if (!running.some((s) => s.id === id)) states.delete(id)
      if (said.length > 0) speak(said)
      if (due < Infinity) wake = setTimeout(read, Math.max(0, due - now))
    }

    const stops = [queue.subscribe(read), sends.state.subscribe(read), online.subscribe(read)]
    read()
    return () => {
      clearTimeout(wake)
      clearTimeout(later)
      for (const stop of stops) stop()
    }
  }, [queue, sends])

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="send-announcer">
      {text}
    </div>
  )
}
