import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { useServices } from '../../shared/services'
import { Field } from '../../components/Field'
import { ProgressBar } from '../../components/ProgressBar'
import { useFormat } from '../../components/use-format'
import { hashFile } from '../../lib/hash-file'
import { explain } from '../../components/explain'

export type PickedFile = { filename: string; contentType: string; size: number }

type Hashing =
  | { state: 'idle' }
  | { state: 'running'; hashed: number; total: number }
  | { state: 'done'; filename: string }
  | { state: 'cancelled' }
  | { state: 'failed'; error: unknown }

/** A local file fills the form; its checksum is computed in a worker, with progress and cancel. */
export function LocalFileField({
  onPicked,
  onChecksum,
}: {
  onPicked: (file: PickedFile) => void
  onChecksum: (hex: string) => void
}) {
  const { config } = useServices()
  const { t, i18n } = useLingui()
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
      setHashing({ state: 'done', filename: file.name })
    } catch (error) {
      if (controller.current !== ours) return
      setHashing(ours.signal.aborted ? { state: 'cancelled' } : { state: 'failed', error })
    }
  }

  const cancel = () => controller.current?.abort()
  const pct = hashing.state === 'running' && hashing.total > 0 ? Math.floor((hashing.hashed / hashing.total) * 100) : 0
  /** What the last checksum came to, once it is over. */
  const outcome = () => {
    switch (hashing.state) {
      case 'done': {
        const filename = hashing.filename
        return t`${algorithm} checksum of ${filename} computed.`
      }
      case 'cancelled':
        return t`Checksum cancelled; the field is left as it was.`
      case 'failed':
        return hashing.error instanceof Error ? explain(i18n, hashing.error) : t`The checksum could not be computed.`
      default:
        return null
    }
  }

  return (
    <div className="local-file">
      <Field
        label={t`Pick a local file (optional)`}
        hint={t`Fills the file name, type and size, and computes its ${algorithm} checksum here in the browser.`}
      >
        <input type="file" onChange={(e) => e.target.files?.[0] && void pick(e.target.files[0])} />
      </Field>
      <div id={statusId} role="status" className="hash-status">
        {hashing.state === 'running' ? (
          <RunningChecksum algorithm={algorithm} pct={pct} hashed={hashing.hashed} total={hashing.total} />
        ) : (
          outcome()
        )}
      </div>
      {hashing.state === 'running' && (
        <button type="button" className="secondary" onClick={cancel} aria-describedby={statusId}>
          <Trans>Cancel checksum</Trans>
        </button>
      )}
    </div>
  )
}

/** "Computing SHA-256: 50% of 4.0 kB", and its bar. */
function RunningChecksum({ algorithm, pct, hashed, total }: { algorithm: string; pct: number; hashed: number; total: number }) {
  const { t } = useLingui()
  const f = useFormat()
  const percent = f.percent(pct)
  const size = f.bytes(total)
  return (
    <>
      <span>{t`Computing ${algorithm}: ${percent} of ${size}`}</span>{' '}
      <ProgressBar value={hashed} max={total} label={t`Checksum progress`} />
    </>
  )
}
