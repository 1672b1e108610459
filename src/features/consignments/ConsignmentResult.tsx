import { Trans, useLingui } from '@lingui/react/macro'
import { CopyButton } from '../../components/CopyButton'
import { ResultCard } from '../../components/ResultCard'
import { Name } from '../../components/Name'

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
  return (
    <ResultCard
      id="consignment-result-title"
      title={<Trans>Consignment registered</Trans>}
      focusKey={id}
      idLine={
        <Trans>
          <Name>{filename}</Name> is registered. Its id is{' '}
          <code data-testid="consignment-id">
            <Name>{id}</Name>
          </code>
        </Trans>
      }
    >
      <div className="actions">
        <CopyButton text={id} label={t`Copy id`} />
        <button type="button" onClick={onTransfer}>
          <Trans>Send a transfer of this consignment</Trans>
        </button>
        <button type="button" className="secondary" onClick={onAnother}>
          <Trans>Register another</Trans>
        </button>
      </div>
    </ResultCard>
  )
}
