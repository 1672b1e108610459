import { useEffect, useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { FileThumb } from '../../components/FileThumb'
import { FolderButton } from '../../components/FolderButton'
import { formatBytes, formatCount } from '../../lib/format'
import { plural } from '../../components/words'
import { readDevice } from '../../lib/device'
import { AddingFiles } from '../../shared/AddingFiles'
import { displayPath, type StagedFiles } from './staged-files'

const SHOWN = 200

/**
 * Files in by every way people expect: drop files or folders, click or press Enter to pick,
 * choose a folder, or paste files from the clipboard anywhere on the page. Every way goes
 * through `intake`, which takes a big drop in a slice at a time.
 */
export function FilePicker({ staged, disabled }: { staged: StagedFiles; disabled?: boolean }) {
  const { files, skipped, totalBytes, intake, remove, clear } = staged
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    getFilesFromEvent: intake.getFilesFromEvent,
    disabled,
    multiple: true,
  })

  useEffect(() => {
    // Only files: a text paste (into the recipients, say) is left alone.
    const onPaste = (event: ClipboardEvent) => {
      const pasted = Array.from(event.clipboardData?.files ?? [])
      if (pasted.length && !disabled) {
        event.preventDefault()
        intake.addFiles(pasted)
      }
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  }, [intake, disabled])

  const [device] = useState(readDevice)
  return (
    <section aria-labelledby="files-heading">
      <h2 id="files-heading">Files</h2>
      <div
        {...getRootProps({
          className: `dropzone${isDragActive ? ' active' : ''}`,
          'aria-label': 'Add files: drop files or folders here, or press Enter to choose files',
          'data-testid': 'send-dropzone',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Choose files to send' })} />
        <p>
          {device.touch ? (
            <strong>Tap to choose files</strong>
          ) : (
            <>
              <strong>{isDragActive ? 'Drop to add them' : 'Drop files or folders here'}</strong>, or click to choose
              {device.keyboard && `; paste files with ${device.pasteKeys}`}.
            </>
          )}
        </p>
      </div>
      <div className="actions">
        <FolderButton onAdd={intake.addFiles} label="Choose a folder to send" disabled={disabled} />
        {files.length > 0 && (
          <button type="button" className="link-button" onClick={clear} disabled={disabled}>
            Remove all
          </button>
        )}
      </div>
      <AddingFiles intake={intake} />
      <p role="status" className="muted" data-testid="staged-summary">
        {files.length === 0 ? 'No files yet.' : `${plural(files.length, 'file')}, ${formatBytes(totalBytes)}`}
        {skipped > 0 && ` — ${formatCount(skipped)} already in the list, not added again`}
      </p>
      {files.length > 0 && (
        <ul className="staged-files">
          {files.slice(0, SHOWN).map((file) => (
            <li key={`${displayPath(file)}:${file.size}:${file.lastModified}`}>
              <FileThumb file={file} name={file.name} />
              <span className="staged-name">{displayPath(file)}</span>
              <span className="muted">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => remove(file)}
                aria-label={`Remove ${displayPath(file)}`}
              >
                Remove
              </button>
            </li>
          ))}
          {files.length > SHOWN && <li className="muted">and {formatCount(files.length - SHOWN)} more</li>}
        </ul>
      )}
    </section>
  )
}
