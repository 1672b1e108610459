import { Trans } from '@lingui/react/macro'
import { useState, type ComponentPropsWithRef } from 'react'

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'> & { secret: 'token' | 'key' }

/** The toggle's words, whole, with the secret named for screen readers. */
const toggle = {
  token: {
    show: (
      <Trans>
        Show<span className="visually-hidden"> access token</span>
      </Trans>
    ),
    hide: (
      <Trans>
        Hide<span className="visually-hidden"> access token</span>
      </Trans>
    ),
  },
  key: {
    show: (
      <Trans>
        Show<span className="visually-hidden"> storage key</span>
      </Trans>
    ),
    hide: (
      <Trans>
        Hide<span className="visually-hidden"> storage key</span>
      </Trans>
    ),
  },
}

/** A masked input with a Show/Hide toggle; `secret` says which, for screen readers. */
export function SecretInput({ secret, ...input }: Props) {
  const [shown, setShown] = useState(false)
  return (
    <div className="secret-input">
      <input {...input} type={shown ? 'text' : 'password'} autoComplete="off" spellCheck={false} autoCapitalize="off" />
      <button type="button" className="secondary" aria-pressed={shown} aria-controls={input.id} onClick={() => setShown(!shown)}>
        {shown ? toggle[secret].hide : toggle[secret].show}
      </button>
    </div>
  )
}
