import { useEffect, useRef, useState } from 'react'
import { copyText } from '../lib/clipboard'
import { readDevice } from '../lib/device'

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const shown = useRef<HTMLInputElement>(null)
  const copy = async () => {
    const copied = await copyText(text)
    setState(copied ? 'copied' : 'failed')
    // Said for a moment; a failure stays, with the text selected for the person to copy.
    if (copied) setTimeout(() => setState((now) => (now === 'copied' ? 'idle' : now)), 2000)
  }
  useEffect(() => {
    if (state !== 'failed') return
    shown.current?.focus()
    shown.current?.select()
  }, [state])
  const keys = readDevice().pasteKeys.replace('V', 'C')
  return (
    <>
      <button type="button" className="secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className="copy-status">
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? `Could not copy: the text is selected below, copy it with ${keys} (on a phone, from the menu of a long press)`
            : ''}
      </span>
      {state === 'failed' && (
        <input ref={shown} className="copy-fallback" readOnly value={text} aria-label={`${label}: the text to copy`} />
      )}
    </>
  )
}
