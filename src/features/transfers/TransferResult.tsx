import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { CopyButton } from '../../components/CopyButton'
import { ResultCard } from '../../components/ResultCard'
import { notKeptInHistory } from '../../components/words'
import { Name } from '../../components/Name'

export type Sent = { id: string; consignmentId: string; recipients: number; kept: boolean }

/** The new transfer id, where focus lands so it is read out. */
export function TransferResult({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const { t, i18n } = useLingui()
  const { id, consignmentId, recipients } = sent
  return (
    <ResultCard
      id="transfer-result-title"
      title={<Trans>Transfer sent</Trans>}
      focusKey={sent.id}
      idLine={
        <Trans>
          Consignment <Name>{consignmentId}</Name> was sent to{' '}
          <Plural value={recipients} one="# recipient" other="# recipients" />. The transfer id is{' '}
          <code data-testid="transfer-id">{id}</code>
        </Trans>
      }
    >
      {!sent.kept && <p className="muted">{i18n._(notKeptInHistory)}</p>}
      <div className="actions">
        <CopyButton text={sent.id} label={t`Copy id`} />
        <button type="button" className="secondary" onClick={onAnother}>
          <Trans>Send another transfer</Trans>
        </button>
      </div>
    </ResultCard>
  )
}
