import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { useServices } from '../../shared/services'
import { Field } from '../../components/Field'
import { ProgressBar } from '../../components/ProgressBar'
import { formatBytes } from '../../lib/format'
import { hashFile } from '../../lib/hash-file'
import { explain } from '../../components/explain'

export type PickedFile = { filename: string; contentType: string; size: number }

type Hashing =
  | { state: 'idle' }
  | { state: 'running'; hashed: number; total: number }
  | { state: 'done' | 'cancelled' | 'failed'; text: string }

/** A local file fills the form; its checksum is computed in a worker, with progress and cancel. */
export function LocalFileField({
  onPicked,
  onChecksum,
}: {
  onPicked: (file: PickedFile) => void
  onChecksum: (hex: string) => void
}) {
  const { i18n } = useLingui()
  const { config } = useServices()
  const [hashing, setHashing] = useState<Hashing>({ state: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const statusId = useId()
  const algorithm = config.checksumAlgorithm.toUpperCase().replace('SHA', 'SHA-')

  useEffect(() => () => controller.current?.abort(), [])

  const pick = async (file: File) => {
    controller.current?.abort()
    const ours = new AbortController()
    controller.current = ours
    onPicked({ filename: file.name, contentType: file.type || 'application/octet-stream', size: file.size })
    setHashing({ state: 'running', hashed: 0, total: file.size })
    try {
      const hex = await hashFile(file, config.checksumAlgorithm, {
        signal: ours.signal,
        onProgress: (hashed) => !ours.signal.aborted && setHashing({ state: 'running', hashed, total: file.size }),
      })
      if (ours.signal.aborted) return
      onChecksum(hex)
      setHashing({ state: 'done', text: `${algorithm} checksum of ${file.name} computed.` })
    } catch (error) {
      if (controller.current !== ours) return
      setHashing(
        ours.signal.aborted
          ? { state: 'cancelled', text: 'Checksum cancelled; the field is left as it was.' }
          : { state: 'failed', text: error instanceof Error ? explain(i18n, error) : 'The checksum could not be computed.' },
      )
    }
  }

  const cancel = () => controller.current?.abort()
  const pct = hashing.state === 'running' && hashing.total > 0 ? Math.floor((hashing.hashed / hashing.total) * 100) : 0

  return (
    <div className="local-file">
      <Field
        label="Pick a local file (optional)"
        hint={`Fills the file name, type and size, and computes its ${algorithm} checksum here in the browser.`}
      >
        <input type="file" onChange={(e) => e.target.files?.[0] && void pick(e.target.files[0])} />
      </Field>
      <div id={statusId} role="status" className="hash-status">
        {hashing.state === 'running' && (
          <>
            <span>
              Computing {algorithm}: {pct}% of {formatBytes(hashing.total)}
            </span>{' '}
            <ProgressBar value={hashing.hashed} max={hashing.total} label="Checksum progress" />
          </>
        )}
        {hashing.state !== 'running' && hashing.state !== 'idle' && hashing.text}
      </div>
      {hashing.state === 'running' && (
        <button type="button" className="secondary" onClick={cancel} aria-describedby={statusId}>
          Cancel checksum
        </button>
      )}
    </div>
  )
}
