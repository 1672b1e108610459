import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { FileThumb } from '../../components/FileThumb'
import { FolderButton } from '../../components/FolderButton'
import { useFormat } from '../../components/use-format'
import { useSaid } from '../../components/use-said'
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
  const { t } = useLingui()
  const f = useFormat()
  const pasteKeys = device.pasteKeys
  const count = files.length
  // Formatted only when said: an empty list builds no Intl formatter on the page's first render.
  const size = count ? f.bytes(totalBytes) : ''
  const hidden = files.length - SHOWN
  const summary =
    count === 0
      ? t`No files yet.`
      : skipped > 0
        ? t`${plural(count, { one: '# file', other: '# files' })}, ${size} — ${plural(skipped, { other: '# already in the list, not added again' })}`
        : t`${plural(count, { one: '# file', other: '# files' })}, ${size}`
  // Said only as the list grows, and only what was added: a list emptied by Send or Remove all
  // is no news the person needs told ("No files yet." opened every send: issue 32). Each addition
  // is said, the same words again too ("1 file added." for each of two drops).
  const [heard, setHeard] = useState({ count, text: '' })
  if (count !== heard.count) {
    const added = count - heard.count
    setHeard({ count, text: added > 0 ? t`${plural(added, { one: '# file added.', other: '# files added.' })}` : '' })
  }
  const said = useSaid(heard.text, heard)
  return (
    <section aria-labelledby="files-heading">
      <h2 id="files-heading">
        <Trans>Files</Trans>
      </h2>
      <div
        {...getRootProps({
          className: `dropzone${isDragActive ? ' active' : ''}`,
          'aria-label': t`Add files: drop files or folders here, or press Enter to choose files`,
          'data-testid': 'send-dropzone',
        })}
      >
        <input {...getInputProps({ 'aria-label': t`Choose files to send` })} />
        <p>
          {device.touch ? (
            <strong>
              <Trans>Tap to choose files</Trans>
            </strong>
          ) : device.keyboard ? (
            isDragActive ? (
              <Trans>
                <strong>Drop to add them</strong>, or click to choose; paste files with {pasteKeys}.
              </Trans>
            ) : (
              <Trans>
                <strong>Drop files or folders here</strong>, or click to choose; paste files with {pasteKeys}.
              </Trans>
            )
          ) : isDragActive ? (
            <Trans>
              <strong>Drop to add them</strong>, or click to choose.
            </Trans>
          ) : (
            <Trans>
              <strong>Drop files or folders here</strong>, or click to choose.
            </Trans>
          )}
        </p>
      </div>
      <div className="actions">
        <FolderButton onAdd={intake.addFiles} label={t`Choose a folder to send`} disabled={disabled} />
        {files.length > 0 && (
          <button type="button" className="link-button" onClick={clear} disabled={disabled}>
            <Trans>Remove all</Trans>
          </button>
        )}
      </div>
      <AddingFiles intake={intake} />
      <p className="muted" data-testid="staged-summary">
        {summary}
      </p>
      <p className="visually-hidden" role="status" data-testid="staged-added">
        {said}
      </p>
      {files.length > 0 && (
        <ul className="staged-files">
          {files.slice(0, SHOWN).map((file) => {
            const name = displayPath(file)
            return (
              <li key={`${name}:${file.size}:${file.lastModified}`}>
                <FileThumb file={file} name={file.name} />
                <span className="staged-name">{name}</span>
                <span className="muted">{f.bytes(file.size)}</span>
                <button type="button" className="link-button" onClick={() => remove(file)} aria-label={t`Remove ${name}`}>
                  <Trans comment="button: takes a file off the list">Remove</Trans>
                </button>
              </li>
            )
          })}
          {hidden > 0 && (
            <li className="muted">
              <Plural value={hidden} other="and # more" />
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
