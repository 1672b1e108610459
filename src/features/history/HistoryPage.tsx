import { useId, useState, type ReactNode } from 'react'
import { Link } from '../../shared/routing'
import { historyDb, type HistoryKind, type RecordOf } from '../../lib/history-db'
import { useHistory } from '../../lib/use-history'
import { ConfirmClear } from './ConfirmClear'
import { ConsignmentItem, TransferItem, UploadItem } from './HistoryItems'
import { HistorySection } from './HistorySection'
import { matches } from './match'

export default function HistoryPage() {
  const uploads = useHistory('uploads')
  const consignments = useHistory('consignments')
  const transfers = useHistory('transfers')
  const [query, setQuery] = useState('')
  const [said, setSaid] = useState('')
  const searchId = useId()
  const filtering = query.trim() !== ''
  const error = uploads.error ?? consignments.error ?? transfers.error

  if (error)
    return (
      <>
        <h1>History</h1>
        <div role="alert" className="alert alert-error">
          <p>This browser's history could not be read: {error}</p>
        </div>
      </>
    )
  if (!uploads.records || !consignments.records || !transfers.records)
    return (
      <>
        <h1>History</h1>
        <p role="status">Loading history…</p>
      </>
    )

  const u = uploads.records.filter((r) => matches(query, [r.filename, r.fileId, r.containerId, r.mime, r.checksum]))
  const c = consignments.records.filter((r) => matches(query, [r.filename, r.id, r.uuid, r.container, r.checksum]))
  const t = transfers.records.filter((r) => matches(query, [r.filename, r.id, r.consignmentId, r.message, ...r.recipients]))
  const total = uploads.records.length + consignments.records.length + transfers.records.length
  const clear = (kind?: HistoryKind) => async () => {
    await historyDb.clear(kind)
    setSaid(kind ? `Cleared the ${kind} history.` : 'Cleared all history.')
  }
  const all = { uploads: uploads.records, consignments: consignments.records, transfers: transfers.records }
  /** One kind's section: "uploads" is titled Uploads and counts "upload"/"uploads". */
  const section = <K extends HistoryKind>(
    kind: K,
    shown: RecordOf<K>[],
    empty: ReactNode,
    item: (r: RecordOf<K>) => ReactNode,
  ) => (
    <HistorySection
      id={kind}
      title={kind.charAt(0).toUpperCase() + kind.slice(1)}
      noun={[kind.slice(0, -1), kind]}
      all={all[kind] as RecordOf<K>[]}
      shown={shown}
      filtering={filtering}
      onClear={clear(kind)}
      empty={empty}
    >
      {item}
    </HistorySection>
  )

  return (
    <>
      <h1>History</h1>
      <p className="lead">
        What was sent from this browser, newest first. The service keeps no list, so another browser shows its own.
      </p>
      <div className="row history-tools">
        <div className="field grow">
          <label htmlFor={searchId}>Search history</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${searchId}-hint`}
          />
          <p className="hint" id={`${searchId}-hint`}>
            By file name, id or recipient e-mail.
          </p>
        </div>
        {total > 0 && (
          <ConfirmClear
            label="Clear all history"
            question={`Remove all ${total} entries from this browser?`}
            onConfirm={clear()}
          />
        )}
      </div>
      <p role="status" className="muted">
        {filtering ? `${u.length + c.length + t.length} of ${total} entries match.` : said}
      </p>
      {section(
        'uploads',
        u,
        <p>
          No uploads yet. <Link to="/upload">Upload a file</Link> or <Link to="/">send files</Link>; they will be listed here with
          a fresh download link on demand.
        </p>,
        (r) => (
          <UploadItem key={r.fileId} record={r} />
        ),
      )}
      {section(
        'consignments',
        c,
        <p>
          No consignments yet. <Link to="/consignments/new">Register a consignment</Link> to see it here and send it on.
        </p>,
        (r) => (
          <ConsignmentItem key={r.id} record={r} />
        ),
      )}
      {section(
        'transfers',
        t,
        <p>
          No transfers yet. <Link to="/transfers/new">Send a transfer</Link> of a registered consignment.
        </p>,
        (r) => (
          <TransferItem key={r.id} record={r} />
        ),
      )}
    </>
  )
}
