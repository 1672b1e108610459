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
  const idLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => idLine.current?.focus(), [id])
  return (
    <section className="card result" aria-labelledby="consignment-result-title">
      <h2 id="consignment-result-title">Consignment registered</h2>
      <p ref={idLine} tabIndex={-1} className="result-id">
        {filename} is registered. Its id is <code data-testid="consignment-id">{id}</code>
      </p>
      <div className="actions">
        <CopyButton text={id} label="Copy id" />
        <button type="button" onClick={onTransfer}>
          Send a transfer of this consignment
        </button>
        <button type="button" className="secondary" onClick={onAnother}>
          Register another
        </button>
      </div>
    </section>
  )
}
