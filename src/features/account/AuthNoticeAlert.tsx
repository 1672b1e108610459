import { useEffect, useRef } from 'react'
import type { AuthNotice } from '../../api/auth-required'

const refused = {
  public: 'The public API refused the access token.',
  storage: 'The storage API refused the storage key.',
  unknown: 'The service refused the credentials.',
}
const fix = {
  public: 'Enter a valid access token below and save.',
  storage: 'Enter a valid storage key below and save.',
  unknown: 'Check the access token and the storage key below and save.',
}

/** Why the person was sent here; focused on arrival so it is read first. */
export function AuthNoticeAlert({ notice }: { notice: AuthNotice }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.focus()
  }, [notice.at])
  return (
    <div ref={box} tabIndex={-1} role="alert" className="alert alert-error">
      <strong className="alert-title">{refused[notice.surface]}</strong>
      <p>The server said: {notice.message}</p>
      <p>{fix[notice.surface]}</p>
    </div>
  )
}
