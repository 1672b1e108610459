import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { copyText } from '../lib/clipboard'
import { readDevice } from '../lib/device'

/**
 * Copies `text`, or what `make` resolves to once asked (links made on request); `label` names
 * what it copies ("Copy link"), "Copy" when not given; `describedBy`, the element that says of
 * what, where a list shows the same button on each item. `explain` says why `make` failed.
 */
export function CopyButton({
  text,
  make,
  explain,
  label,
  describedBy,
}: {
  label?: string
  describedBy?: string
} & (
  | { text: string; make?: never; explain?: never }
  | { text?: never; make: () => Promise<string>; explain: (error: unknown) => string }
)) {
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'making' | 'copied' | 'failed'>('idle')
  const [made, setMade] = useState<{ text?: string; error?: string }>({ text })
  const shown = useRef<HTMLInputElement>(null)
  const copy = async () => {
    if (state === 'making') return
    let copying = text
    if (make) {
      setState('making')
      try {
        copying = await make()
      } catch (error) {
        setMade({ error: explain(error) })
        return setState('failed')
      }
    }
    setMade({ text: copying })
    setState((await copyText(copying ?? '')) ? 'copied' : 'failed')
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
      <button
        type="button"
        className="secondary"
        onClick={() => void copy()}
        aria-disabled={state === 'making'}
        aria-describedby={describedBy}
      >
        {name}
      </button>
      <span role="status" className="copy-status">
        {state === 'making'
          ? t`Making the links…`
          : state === 'copied'
            ? t`Copied`
            : state === 'failed' && made.error !== undefined
              ? made.error
              : state === 'failed'
                ? t`Could not copy: the text is selected below, copy it with ${keys} (on a phone, from the menu of a long press)`
                : ''}
      </span>
      {state === 'failed' && made.text !== undefined && (
        <input ref={shown} className="copy-fallback" readOnly value={made.text} aria-label={t`${name}: the text to copy`} />
      )}
    </>
  )
}
