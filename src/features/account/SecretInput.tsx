import { useState, type ComponentPropsWithRef } from 'react'

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'> & { what: string }

/** A masked input with a Show/Hide toggle; `what` names the secret for screen readers. */
export function SecretInput({ what, ...input }: Props) {
  const [shown, setShown] = useState(false)
  return (
    <div className="secret-input">
      <input {...input} type={shown ? 'text' : 'password'} autoComplete="off" spellCheck={false} autoCapitalize="off" />
      <button type="button" className="secondary" aria-pressed={shown} aria-controls={input.id} onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
        <span className="visually-hidden"> {what}</span>
      </button>
    </div>
  )
}
