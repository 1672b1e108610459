import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { sayAll } from '../components/announcement-words'
import { askedAtOnce, isDownloadLinkKey, linksHeld } from '../shared/download-links'
import { online } from '../lib/online'
import {
  announce,
  initialAnnouncer,
  progressOf,
  type Announcement,
  type AnnouncerState,
  type Links,
} from '../lib/send/announcements'
import type { RunningSend } from '../lib/send/sends'
import type { QueueItem } from '../lib/upload-queue/upload-queue'
import { i18n } from '../shared/i18n'
import { useLocation } from '../shared/routing'
import { useSends } from '../shared/sends'
import { useServices } from '../shared/services'
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
  const client = useQueryClient()
  const { storageApi } = useServices()
  const [text, setText] = useState('')
  // The page shown when a send ends: the Send page's summary makes a few files' links at once.
  const { pathname } = useLocation()
  const page = useRef(pathname)
  useEffect(() => {
    page.current = pathname
  }, [pathname])

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

    /** A send's download links, as its end says them (only a send of kind 'send' has them). */
    const linksOf = (send: RunningSend, items: readonly QueueItem[]): Links => {
      if (send.kind !== 'send') return 'elsewhere'
      const delivered = [...send.note.earlier, ...items.filter((item) => item.state === 'done')]
      const made = linksHeld(client, storageApi, delivered)
      if (made === 'ready') return 'ready'
      // Being made by the summary the Send page shows as the send ends.
      return made === 'not-yet' && page.current === '/' && askedAtOnce(client, storageApi, delivered) ? 'coming' : 'elsewhere'
    }

    const read = () => {
      clearTimeout(wake)
      const now = Date.now()
      const byId = new Map(queue.getSnapshot().items.map((item) => [item.id, item]))
      const running = sends.state.getState()
      const said: Announcement[] = []
      let due = Infinity
      for (const send of running) {
        const before = states.get(send.id) ?? initialAnnouncer
        if (before.ended) continue
        const items = send.ids.flatMap((id) => byId.get(id) ?? [])
        const { kind, note } = send
        const moving = progressOf({ kind, resumed: !!note.resumed, recipients: note.recipients }, items, online.get())
        // Its links, only once at rest: its end may say them.
        const progress = moving.moving ? moving : { ...moving, links: linksOf(send, items) }
        const step = announce(before, progress, now)
        states.set(send.id, step.state)
        said.push(...step.said)
        if (step.wakeAt !== undefined) due = Math.min(due, step.wakeAt)
      }
      // Cleared sends are forgotten. One cleared (Send more files) while its end waited for its
      // links is not said: the person saw its summary, and moved on.
      for (const id of states.keys()) if (!running.some((s) => s.id === id)) states.delete(id)
      if (said.length > 0) speak(said)
      if (due < Infinity) wake = setTimeout(read, Math.max(0, due - now))
    }

    const links = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isDownloadLinkKey(event.query.queryKey)) read()
    })
    const stops = [queue.subscribe(read), sends.state.subscribe(read), online.subscribe(read), links]
    read()
    return () => {
      clearTimeout(wake)
      clearTimeout(later)
      for (const stop of stops) stop()
    }
  }, [queue, sends, client, storageApi])

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="send-announcer">
      {text}
    </div>
  )
}
