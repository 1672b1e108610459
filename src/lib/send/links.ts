import { online as browserOnline } from '../connectivity'
import { nextRetry } from '../retry-policy'
import { createStore } from '../store'

/*
 * The download links of a send's delivered files, asked of the storage service (POST /download)
 * a few at a time, and kept for as long as the page lives: a summary shown again (after Retry
 * all, say) shows the links it showed, and asks only for the files it has none for. A link is
 * asked again by itself like a send's steps (lib/retry-policy.ts: no answer, a timeout, 5xx,
 * 408, 429), with no end while the service may answer, and nothing is tried while the browser
 * is offline; a refusal stays, with its error, until the person asks again.
 */

/** `href`: the link (null when it is not http(s)); `error` with `retryAt` or `waiting`: asked again by itself, alone: refused. */
export type LinkState = Readonly<{
  href?: string | null
  error?: unknown
  /** when it is asked again by itself (ms, same clock as `now`) */
  retryAt?: number
  /** asked again once the browser is online */
  waiting?: 'network'
}>

export type LinkFile = { id: string; fileId: string; containerId?: string }

export type LinksOptions = {
  ask: (file: LinkFile) => Promise<string>
  /** the link as it may be shown: an http(s) address, or null */
  check: (link: string) => string | null
  online?: { get: () => boolean; subscribe: (listener: () => void) => () => void }
  now?: () => number
  random?: () => number
  /** at most this many asked at once */
  concurrency?: number
}

export type Links = ReturnType<typeof createLinks>

export function createLinks({ ask, check, online = browserOnline, now = Date.now, random, concurrency = 4 }: LinksOptions) {
  const state = createStore<ReadonlyMap<string, LinkState>>(new Map())
  const files = new Map<string, LinkFile>()
  const attempts = new Map<string, number>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const queue: string[] = []
  let asking = 0

  const set = (id: string, link: LinkState) => state.set((all) => new Map(all).set(id, link))

  function pump() {
    while (asking < concurrency && queue.length && online.get()) {
      const id = queue.shift()!
      const file = files.get(id)
      if (file) void one(file)
    }
  }

  async function one(file: LinkFile) {
    asking += 1
    try {
      const link = await ask(file)
      attempts.delete(file.id)
      set(file.id, { href: check(link) })
    } catch (error) {
      const attempt = (attempts.get(file.id) ?? 0) + 1
      attempts.set(file.id, attempt)
      // Counted from now, not from the first failure: a link is never given up while the service may answer.
      const wait = nextRetry(error, attempt, 0, undefined, random)
      if (wait === null) set(file.id, { error })
      else if (!online.get()) set(file.id, { error, waiting: 'network' })
      else {
        set(file.id, { error, retryAt: now() + wait })
        timers.set(
          file.id,
          setTimeout(() => {
            timers.delete(file.id)
            again(file.id)
          }, wait),
        )
      }
    } finally {
      asking -= 1
      pump()
    }
  }

  /** Asks for the link of `id` now (a refused one, on the person's say; one waiting, at once). */
  function again(id: string) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    if (!files.has(id) || queue.includes(id)) return
    const link = state.get().get(id)
    if (link && link.error === undefined) return
    set(id, {})
    queue.push(id)
    pump()
  }

  online.subscribe(() => {
    if (!online.get()) return
    // Back online: what waited goes at once.
    for (const [id, link] of state.get()) if (link.waiting || link.retryAt !== undefined) again(id)
    pump()
  })

  return {
    state,
    /** Asks for the links of these files, but for those already shown or under way. */
    want(wanted: readonly LinkFile[]) {
      for (const file of wanted) {
        if (files.has(file.id)) continue
        files.set(file.id, file)
        set(file.id, {})
        queue.push(file.id)
      }
      pump()
    },
    again,
  }
}
