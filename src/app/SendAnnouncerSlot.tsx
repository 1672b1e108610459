import { lazy, Suspense } from 'react'

const SendAnnouncer = lazy(() => import('./SendAnnouncer').then((m) => ({ default: m.SendAnnouncer })))

/** The sends' one voice: its code comes with the upload queue, never in the first load. */
export function SendAnnouncerSlot() {
  return (
    <Suspense fallback={null}>
      <SendAnnouncer />
    </Suspense>
  )
}
