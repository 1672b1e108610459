import { select } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { persistence, readPersistence } from '../lib/storage-persistence'

type Subject = 'history' | 'send' | 'upload'

/**
 * Says plainly that what the browser keeps (History, an unfinished send) is in this browser
 * only, and, unless the browser granted persistent storage, that it may delete it by itself.
 */
export function KeptHere({ subject }: { subject: Subject }) {
  const { t } = useLingui()
  const state = useStore(persistence)
  useEffect(() => void readPersistence(), [])
  const where = t`${select(subject, {
    history:
      'This history lives in this browser only: another browser or device does not have it, and clearing this site’s data in the browser deletes it.',
    send: 'This unfinished send lives in this browser only: resume it here. Clearing this site’s data in the browser deletes it.',
    other:
      'These unfinished uploads live in this browser only: resume them here. Clearing this site’s data in the browser deletes them.',
  })}`
  const howLong =
    state === 'persisted'
      ? t`${select(subject, {
          history: 'This browser has agreed to keep it until then.',
          send: 'This browser has agreed to keep it until then.',
          other: 'This browser has agreed to keep them until then.',
        })}`
      : t`${select(subject, {
          history:
            'The browser may also delete it by itself when it runs short of space, or after 7 days without a visit (Safari).',
          send: 'The browser may also delete it by itself when it runs short of space, or after 7 days without a visit (Safari).',
          other:
            'The browser may also delete them by itself when it runs short of space, or after 7 days without a visit (Safari).',
        })}`
  return (
    <p className="hint kept-here" data-testid="kept-here">
      {where} {howLong}
    </p>
  )
}
