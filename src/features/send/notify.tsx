import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

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
        <input type="checkbox" checked={on} onChange={(e) => change(e.target.checked)} />{' '}
        <Trans>Notify me when this send ends while I am in another tab</Trans>
      </label>
      {refused && (
        <p className="muted" role="status">
          <Trans>The browser blocks notifications for this site; allow them in its site settings to be told.</Trans>
        </p>
      )}
    </>
  )
}

/** Shows the notification when the send settles (nothing left in flight) while the page is hidden. */
export function useFinishedNotice(settled: boolean, done: number, failed: number) {
  const before = useRef(settled)
  const { t } = useLingui()
  useEffect(() => {
    const justSettled = settled && !before.current
    before.current = settled
    if (!justSettled || !wanted || !supported() || Notification.permission !== 'granted') return
    if (document.visibilityState !== 'hidden') return
    const title = failed
      ? t`${plural(failed, { one: '# file needs attention', other: '# files need attention' })}`
      : t`${plural(done, { one: '# file sent', other: '# files sent' })}`
    const body = failed
      ? t`${plural(done, { other: '# sent' })}, ${plural(failed, { other: '# failed' })}. Open the tab to retry.`
      : t`Every file was uploaded, registered and transferred.`
    const notice = new Notification(title, { body, tag: 'consign-send' })
    notice.onclick = () => {
      window.focus()
      notice.close()
    }
  }, [settled, done, failed, t])
}
