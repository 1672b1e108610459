import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { CopyButton } from '../../components/CopyButton'
import { notKeptInHistory, plural } from '../../components/words'

export type Sent = { id: string; consignmentId: string; recipients: number; kept: boolean }

/** The new transfer id, where focus lands so it is read out. */
export function TransferResult({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const { i18n } = useLingui()
  const idLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => idLine.current?.focus(), [sent.id])
  return (
    <section className="card result" aria-labelledby="transfer-result-title">
      <h2 id="transfer-result-title">Transfer sent</h2>
      <p ref={idLine} tabIndex={-1} className="result-id">
        Consignment {sent.consignmentId} was sent to {plural(sent.recipients, 'recipient')}. The transfer id is{' '}
        <code data-testid="transfer-id">{sent.id}</code>
      </p>
      {!sent.kept && <p className="muted">{i18n._(notKeptInHistory)}</p>}
      <div className="actions">
        <CopyButton text={sent.id} label="Copy id" />
        <button type="button" className="secondary" onClick={onAnother}>
          Send another transfer
        </button>
      </div>
    </section>
  )
}
