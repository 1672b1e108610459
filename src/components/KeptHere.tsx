import { useEffect } from 'react'
import { persistence, readPersistence } from '../lib/storage-persistence'

const subjects = {
  history: 'This history lives in this browser only: another browser or device does not have it, and clearing',
  send: 'This unfinished send lives in this browser only: resume it here. Clearing',
  upload: 'These unfinished uploads live in this browser only: resume them here. Clearing',
} as const

/**
 * Says plainly that what the browser keeps (History, an unfinished send) is in this browser
 * only, and, unless the browser granted persistent storage, that it may delete it by itself.
 */
export function KeptHere({ subject }: { subject: keyof typeof subjects }) {
  const state = persistence.use()
  useEffect(() => void readPersistence(), [])
  const it = subject === 'upload' ? 'them' : 'it'
  return (
    <p className="hint kept-here" data-testid="kept-here">
      {subjects[subject]} this site’s data in the browser deletes {it}.{' '}
      {state === 'persisted'
        ? `This browser has agreed to keep ${it} until then.`
        : `The browser may also delete ${it} by itself when it runs short of space, or after 7 days without a visit (Safari).`}
    </p>
  )
}
