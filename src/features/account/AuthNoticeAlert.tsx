import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { explainError } from '../../components/explain-error'
import type { AuthNotice } from '../../api/auth-required'
import type { Credentials } from '../../api/credentials'
import { useCredentials } from '../../api/use-credentials'
import { Name } from '../../components/Name'

const refused = {
  public: msg`The public API refused the access token.`,
  storage: msg`The storage API refused the storage key.`,
  unknown: msg`The service refused the credentials.`,
}
const fix = {
  public: msg`Enter a valid access token below and save.`,
  storage: msg`Enter a valid storage key below and save.`,
  unknown: msg`Check the access token and the storage key below and save.`,
}
/** The credential a surface needs was never entered: nothing was wrong with it, it was not there. */
const notEntered = {
  public: [msg`The access token has not been entered yet.`, msg`Registering and sending files need it: enter it below and save.`],
  storage: [msg`The storage key has not been entered yet.`, msg`Uploading files needs it: enter it below and save.`],
  unknown: [msg`The credentials have not been entered yet.`, msg`Enter the access token and the storage key below and save.`],
} as const

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
        <strong className="alert-title">{i18n._(title)}</strong>
        <p>{i18n._(next)}</p>
      </div>
    )
  }
  // What the server said (its status in words, its own message as it came).
  const message = explainError(i18n, notice.error)
  return (
    <div ref={box} tabIndex={-1} role="alert" className="alert alert-error">
      <strong className="alert-title">{i18n._(refused[notice.surface])}</strong>
      <p>
        <Trans>
          The server said: <Name>{message}</Name>
        </Trans>
      </p>
      <p>{i18n._(fix[notice.surface])}</p>
    </div>
  )
}
