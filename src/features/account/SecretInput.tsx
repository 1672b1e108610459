import { Select, Trans } from '@lingui/react/macro'
import { useState, type ComponentPropsWithRef } from 'react'

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'> & { secret: 'token' | 'key' }

/** A masked input with a Show/Hide toggle; `secret` says which, so screen readers hear "Show access token". */
export function SecretInput({ secret, ...input }: Props) {
  const [shown, setShown] = useState(false)
  const action = shown ? 'hide' : 'show'
  return (
    <div className="secret-input">
      <input {...input} type={shown ? 'text' : 'password'} autoComplete="off" spellCheck={false} autoCapitalize="off" />
      <button type="button" className="secondary" aria-pressed={shown} aria-controls={input.id} onClick={() => setShown(!shown)}>
        <Trans comment="a button that shows or hides a secret; the secret's name is read only by screen readers">
          <Select value={action} _hide="Hide" other="Show" />
          <span className="visually-hidden">
            {' '}
            <Select value={secret} _token="access token" other="storage key" />
          </span>
        </Trans>
      </button>
    </div>
  )
}
