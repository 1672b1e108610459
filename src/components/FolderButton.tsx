import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

/** "Choose a folder…": a directory picker (webkitdirectory; every current browser has it). */
export function FolderButton({ onAdd, label, disabled }: { onAdd: (files: File[]) => void; label: string; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  // Not a JSX prop: React does not pass unknown attributes through typed props.
  useEffect(() => input.current?.setAttribute('webkitdirectory', ''), [])
  return (
    <>
      <button type="button" className="secondary" onClick={() => input.current?.click()} disabled={disabled}>
        <Trans>Choose a folder…</Trans>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={label}
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []))
          e.target.value = ''
        }}
      />
    </>
  )
}
