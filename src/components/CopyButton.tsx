import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { copyText } from '../lib/clipboard'
import { readDevice } from '../lib/device'

/** Copies `text`; `label` names what it copies ("Copy link"), "Copy" when not given. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const shown = useRef<HTMLInputElement>(null)
  const copy = async () => {
    const copied = await copyText(text)
    setState(copied ? 'copied' : 'failed')
  }
  // "Copied" is said for a moment; a failure stays, with the text selected for the person to copy.
  // The timer goes with the button: one left running set state after the page was gone.
  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 2000)
    return () => clearTimeout(timer)
  }, [state])
  // Focused in the commit that shows it (see ResultCard).
  useLayoutEffect(() => {
    if (state !== 'failed') return
    shown.current?.focus()
    shown.current?.select()
  }, [state])
  const keys = readDevice().pasteKeys.replace('V', 'C')
  const name = label ?? t({ message: 'Copy', comment: 'button: copies the text to the clipboard' })
  return (
    <>
      <button type="button" className="secondary" onClick={copy}>
        {name}
      </button>
      <span role="status" className="copy-status">
        {state === 'copied'
          ? t`Copied`
          : state === 'failed'
            ? t`Could not copy: the text is selected below, copy it with ${keys} (on a phone, from the menu of a long press)`
            : ''}
      </span>
      {state === 'failed' && (
        <input ref={shown} className="copy-fallback" readOnly value={text} aria-label={t`${name}: the text to copy`} />
      )}
    </>
  )
}
