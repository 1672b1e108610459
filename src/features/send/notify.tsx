import { useEffect, useRef, useState } from 'react'
import { formatCount } from '../../lib/format'
import { plural } from '../../components/words'

// Asked for from the person's click, kept for this visit: a send that ends while the tab is in
// the background says so with a system notification.
let wanted = false
const supported = () => typeof window !== 'undefined' && 'Notification' in window

/** The opt-in, shown while a send goes. */
export function Notify() {
  const [on, setOn] = useState(() => wanted && supported() && Notification.permission === 'granted')
  const [refused, setRefused] = useState(false)
  if (!supported()) return null
  const settle = (permission: NotificationPermission) => {
    wanted = permission === 'granted'
    setOn(wanted)
    setRefused(permission === 'denied')
  }
  // A controlled checkbox: its state follows the click at once when the answer is already
  // known; only a question still open waits for the person's answer to the browser's prompt.
  const change = (checked: boolean) => {
    if (!checked) {
      wanted = false
      setOn(false)
    } else if (Notification.permission === 'default') void Notification.requestPermission().then(settle)
    else settle(Notification.permission)
  }
  return (
    <>
      <label className="inline-choice">
        <input type="checkbox" checked={on} onChange={(e) => change(e.target.checked)} /> Notify me when this send ends while I am
        in another tab
      </label>
      {refused && (
        <p className="muted" role="status">
          The browser blocks notifications for this site; allow them in its site settings to be told.
        </p>
      )}
    </>
  )
}

/** Shows the notification when the send settles (nothing left in flight) while the page is hidden. */
export function useFinishedNotice(settled: boolean, done: number, failed: number) {
  const before = useRef(settled)
  useEffect(() => {
    const justSettled = settled && !before.current
    before.current = settled
    if (!justSettled || !wanted || !supported() || Notification.permission !== 'granted') return
    if (document.visibilityState !== 'hidden') return
    const notice = new Notification(failed ? `${plural(failed, 'file')} need attention` : `${plural(done, 'file')} sent`, {
      body: failed
        ? `${formatCount(done)} sent, ${formatCount(failed)} failed. Open the tab to retry.`
        : 'Every file was uploaded, registered and transferred.',
      tag: 'consign-send',
    })
    notice.onclick = () => {
      window.focus()
      notice.close()
    }
  }, [settled, done, failed])
}
