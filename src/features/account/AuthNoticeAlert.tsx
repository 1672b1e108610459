import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { AuthNotice } from '../../api/auth-required'
import { useCredentials, type Credentials } from '../../api/credentials'
import { explainError } from '../../components/explain-error'

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
/** The credential a surface needs was never entered: nothing was wrong with it, it was not there. */
const notEntered = {
  public: ['The access token has not been entered yet.', 'Registering and sending files need it: enter it below and save.'],
  storage: ['The storage key has not been entered yet.', 'Uploading files needs it: enter it below and save.'],
  unknown: ['The credentials have not been entered yet.', 'Enter the access token and the storage key below and save.'],
}

/** The credential a surface needs is not entered: a refusal then says nothing about its value. */
const missing = {
  public: (c: Credentials) => !c.token,
  storage: (c: Credentials) => !c.publicKey,
  unknown: (c: Credentials) => !c.token && !c.publicKey,
}

/**
 * Why the person was sent here; focused on arrival so it is read first. A credential never
 * entered is asked for calmly; one the service refused is an error, with the server's reason.
 */
export function AuthNoticeAlert({ notice }: { notice: AuthNotice }) {
  const { i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const notEnteredYet = useCredentials(missing[notice.surface])
  useEffect(() => {
    box.current?.focus()
  }, [notice.at])
  if (notEnteredYet) {
    const [title, next] = notEntered[notice.surface]
    return (
      <div ref={box} tabIndex={-1} className="alert alert-info">
        <strong className="alert-title">{title}</strong>
        <p>{next}</p>
      </div>
    )
  }
  return (
    <div ref={box} tabIndex={-1} role="alert" className="alert alert-error">
      <strong className="alert-title">{refused[notice.surface]}</strong>
      <p>The server said: {explainError(i18n, notice.error)}</p>
      <p>{fix[notice.surface]}</p>
    </div>
  )
}
