import { Trans } from '@lingui/react/macro'
import { useContext, useEffect, useState, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { appWorker, registerAppWorker, takeUpdate } from '../lib/app-worker'
import { installableByHand } from '../lib/device'
import type { UploadQueue } from '../lib/upload-queue/upload-queue'
import { UploadQueueContext, useLoadedUploadQueue, useServices } from './services'
import { useBackOnline, useOnline } from './use-back-online'

const HINT_SHOWN = 'consign:install-hint-shown'
let hintLeft: boolean | undefined

/** On iOS, how to install, in the first tab that could: marked as shown the moment it is, never shown in another visit. */
function installHint() {
  if (hintLeft === undefined) {
    hintLeft = installableByHand() && !localStorage.getItem(HINT_SHOWN)
    if (hintLeft) localStorage.setItem(HINT_SHOWN, '1')
  }
  return hintLeft
}
const idle = { used: () => false, busy: () => false, subscribe: () => () => undefined }

/**
 * Something is being sent: a file waits or moves, or a step after its upload goes on. The queue's
 * `anyMoving`, written out: importing a value of the queue's module would bring it into the first chunk.
 */
const sendingNow = (queue: UploadQueue) => {
  const { active, queued } = queue.getSnapshot().totals
  return active + queued > 0
}

/** The upload manager's state as far as this needs it: whether it is shown, and whether something moves. */
function useQueueFacts(queue: UploadQueue | null) {
  const facts = queue
    ? {
        used: () => queue.getSnapshot().items.length > 0,
        busy: () => sendingNow(queue),
        subscribe: queue.subscribe,
      }
    : idle
  return {
    used: useSyncExternalStore(facts.subscribe, facts.used, facts.used),
    busy: useSyncExternalStore(facts.subscribe, facts.busy, facts.busy),
  }
}

/**
 * What the app as a whole has to say, at the top of every page, in the flow: offline and
 * back online (unless the upload manager, shown, says it itself: one message, not two), a new
 * version waiting for the person's Reload (never offered while something is being sent), and
 * once on iOS how to install; it registers the service worker. Each page renders it, rather than
 * the shell, so that none of it is in the first load's budget (decision 0013).
 */
export function AppStatus() {
  const { config } = useServices()
  const queue = useLoadedUploadQueue()
  const connected = useOnline()
  const waiting = useStore(appWorker, (s) => s.waiting)
  const { used, busy } = useQueueFacts(queue)
  const back = useBackOnline()
  const [hint, setHint] = useState(installHint)
  // Said only when the network changes while the page is open: opened offline (or just after it
  // came back), the page shows it, and a screen reader reads it with the page, not as news.
  const [openedOnline] = useState(connected)
  const [changed, setChanged] = useState(false)
  if (!changed && connected !== openedOnline) setChanged(true)
  const network =
    !connected && !(used && busy) ? (
      <Trans>
        Offline: every page opens, and History and your drafts are here. Nothing is sent until the network is back; an unfinished
        send then goes on.
      </Trans>
    ) : connected && back && !used ? (
      <Trans>Back online.</Trans>
    ) : null

  // The app's one queue holder (not this page's view of it): the registration waits for the end
  // of a send made on any page, whichever page asked for it.
  const holder = useContext(UploadQueueContext)
  useEffect(() => {
    // The mock is a service worker too, and a scope has one: with the mock on, the app has none.
    if (import.meta.env.PROD && !config.mock)
      void registerAppWorker(`${import.meta.env.BASE_URL}sw.js`, () => {
        const now = holder?.get()
        return !!now && sendingNow(now)
      })
  }, [config.mock, holder])

  return (
    <div className="app-status">
      <p className="app-status-line" aria-live="polite">
        {changed && network}
      </p>
      {!changed && network && <p className="app-status-line">{network}</p>}
      {waiting && !busy && (
        <p className="app-status-line" role="status">
          <Trans>A new version is ready.</Trans>{' '}
          <button type="button" className="link-button" onClick={takeUpdate}>
            <Trans>Reload</Trans>
          </button>
        </p>
      )}
      {hint && (
        <p className="app-status-line">
          {navigator.userAgent.includes('iPad') ? (
            <Trans comment="Share and Add to Home Screen: the names iOS gives them in this language">
              To install Consign on this iPad, tap Share, then Add to Home Screen.
            </Trans>
          ) : (
            <Trans comment="Share and Add to Home Screen: the names iOS gives them in this language">
              To install Consign on this iPhone, tap Share, then Add to Home Screen.
            </Trans>
          )}{' '}
          <button type="button" className="link-button" onClick={() => setHint((hintLeft = false))}>
            <Trans>Got it</Trans>
          </button>
        </p>
      )}
    </div>
  )
}
