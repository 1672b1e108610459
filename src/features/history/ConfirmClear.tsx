import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

/** Clearing is permanent, so it takes a second, explicit press (inline, not window.confirm). */
export function ConfirmClear({
  label,
  question,
  onConfirm,
}: {
  label: string
  question: string
  onConfirm: () => Promise<void>
}) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const confirm = useRef<HTMLButtonElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  const cancelled = useRef(false)

  // After confirming, the caller moves focus (the button may be gone); after Cancel it comes back here.
  useEffect(() => {
    if (asking) confirm.current?.focus()
    else if (cancelled.current) start.current?.focus()
    cancelled.current = false
  }, [asking])

  const clear = async () => {
    try {
      await onConfirm()
      setFailed(null)
    } catch (error) {
      setFailed(error instanceof Error ? error.message : t`History could not be cleared.`)
    }
    setAsking(false)
  }

  if (!asking)
    return (
      <span className="confirm-clear">
        <button ref={start} type="button" className="danger" onClick={() => setAsking(true)}>
          {label}
        </button>
        {failed && (
          <span role="alert" className="field-error">
            {' '}
            {failed}
          </span>
        )}
      </span>
    )
  return (
    <span className="confirm-clear" role="group" aria-label={question}>
      <span>{question}</span>{' '}
      <button ref={confirm} type="button" className="danger" onClick={clear}>
        <Trans comment="confirms removing entries from History">Yes, clear</Trans>
      </button>{' '}
      <button
        type="button"
        className="secondary"
        onClick={() => {
          cancelled.current = true
          setAsking(false)
        }}
      >
        <Trans>Cancel</Trans>
      </button>
    </span>
  )
}
