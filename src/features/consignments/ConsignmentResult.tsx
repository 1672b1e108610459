import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { CopyButton } from '../../components/CopyButton'

/** The new id, where focus lands so it is read out; and what to do next. */
export function ConsignmentResult({
  id,
  filename,
  onTransfer,
  onAnother,
}: {
  id: string
  filename: string
  onTransfer: () => void
  onAnother: () => void
}) {
  const { t } = useLingui()
  const idLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => idLine.current?.focus(), [id])
  return (
    <section className="card result" aria-labelledby="consignment-result-title">
      <h2 id="consignment-result-title">
        <Trans>Consignment registered</Trans>
      </h2>
      <p ref={idLine} tabIndex={-1} className="result-id">
        <Trans>
          <bdi>{filename}</bdi> is registered. Its id is{' '}
          <bdi>
            <code data-testid="consignment-id">{id}</code>
          </bdi>
        </Trans>
      </p>
      <div className="actions">
        <CopyButton text={id} label={t`Copy id`} />
        <button type="button" onClick={onTransfer}>
          <Trans>Send a transfer of this consignment</Trans>
        </button>
        <button type="button" className="secondary" onClick={onAnother}>
          <Trans>Register another</Trans>
        </button>
      </div>
    </section>
  )
}
