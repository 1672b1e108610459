import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { CopyButton } from '../../components/CopyButton'
import { notKeptInHistory } from '../../components/words'

export type Sent = { id: string; consignmentId: string; recipients: number; kept: boolean }

/** The new transfer id, where focus lands so it is read out. */
export function TransferResult({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const idLine = useRef<HTMLParagraphElement>(null)
  const { t, i18n } = useLingui()
  const { id, consignmentId, recipients } = sent
  useEffect(() => idLine.current?.focus(), [sent.id])
  return (
    <section className="card result" aria-labelledby="transfer-result-title">
      <h2 id="transfer-result-title">
        <Trans>Transfer sent</Trans>
      </h2>
      <p ref={idLine} tabIndex={-1} className="result-id">
        <Trans>
          Consignment <bdi>{consignmentId}</bdi> was sent to <Plural value={recipients} one="# recipient" other="# recipients" />.
          The transfer id is <code data-testid="transfer-id">{id}</code>
        </Trans>
      </p>
      {!sent.kept && <p className="muted">{i18n._(notKeptInHistory)}</p>}
      <div className="actions">
        <CopyButton text={sent.id} label={t`Copy id`} />
        <button type="button" className="secondary" onClick={onAnother}>
          <Trans>Send another transfer</Trans>
        </button>
      </div>
    </section>
  )
}
