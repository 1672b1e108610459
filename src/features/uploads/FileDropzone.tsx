import { Trans, useLingui } from '@lingui/react/macro'
import { useImperativeHandle, useRef, type Ref } from 'react'
import { useDropzone } from 'react-dropzone'
import { FolderButton } from '../../components/FolderButton'
import type { FileIntake } from '../../lib/file-intake'
import { AddingFiles } from '../../shared/AddingFiles'

/**
 * Drop files or whole folders anywhere on the zone, or click it; keyboard users get a real
 * button inside (a focusable zone around the file input would nest interactive controls).
 * The root keeps `data-testid="dropzone"`: the benchmark drops files through its input.
 * Every way in goes through `intake`, which takes a big drop in a slice at a time.
 */
export function FileDropzone({
  intake,
  describedBy,
  invalid,
  handle,
}: {
  intake: FileIntake
  describedBy?: string
  invalid?: boolean
  handle?: Ref<{ focus: () => void }>
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    getFilesFromEvent: intake.getFilesFromEvent,
    multiple: true,
    noKeyboard: true,
  })
  const { t } = useLingui()
  const choose = useRef<HTMLButtonElement>(null)
  useImperativeHandle(handle, () => ({ focus: () => choose.current?.focus() }), [])

  return (
    <div className="field">
      <div
        {...getRootProps({
          className: `dropzone${isDragActive ? ' active' : ''}${invalid ? ' invalid' : ''}`,
          'data-testid': 'dropzone',
        })}
      >
        <input {...getInputProps({ 'aria-label': t`Files to upload` })} />
        <p>
          {isDragActive ? (
            <Trans>
              <strong>Drop to add them</strong>, or
            </Trans>
          ) : (
            <Trans>
              <strong>Drop files or folders here</strong>, or
            </Trans>
          )}
        </p>
        {/* No handler of its own: the click reaches the zone, which opens the picker. */}
        <button type="button" ref={choose} aria-describedby={describedBy}>
          <Trans>Choose files…</Trans>
        </button>
      </div>
      <div className="actions">
        <FolderButton onAdd={intake.addFiles} label={t`Choose a folder to upload`} />
      </div>
      <AddingFiles intake={intake} />
    </div>
  )
}
