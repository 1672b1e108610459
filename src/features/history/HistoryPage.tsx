import { useId, useMemo, useRef, useState } from 'react'
import { Link } from '../../shared/routing'
import { plural } from '../../components/words'
import { historyDb } from '../../lib/history-db'
import { useHistory } from '../../lib/use-history'
import { ConfirmClear } from './ConfirmClear'
import { groupHistory } from './entries'
import { entryMatches } from './entry-view'
import { HistoryEntryItem } from './HistoryEntryItem'
import './history.css'
import { AppStatus } from '../../shared/AppStatus'
import { KeptHere } from '../../components/KeptHere'

/** Every kind of record, grouped into entries once all are read. */
function useEntries() {
  const uploads = useHistory('uploads')
  const consignments = useHistory('consignments')
  const transfers = useHistory('transfers')
  const sends = useHistory('sends')
  const failure = uploads.failure ?? consignments.failure ?? transfers.failure ?? sends.failure
  const error = failure && (failure.reason ?? 'History is unavailable in this browser')
  const entries = useMemo(
    () =>
      uploads.records && consignments.records && transfers.records && sends.records
        ? groupHistory({
            uploads: uploads.records,
            consignments: consignments.records,
            transfers: transfers.records,
            sends: sends.records,
          })
        : null,
    [uploads.records, consignments.records, transfers.records, sends.records],
  )
  return { entries, error }
}

export default function HistoryPage() {
  const { entries, error } = useEntries()
  const [query, setQuery] = useState('')
  const [said, setSaid] = useState('')
  const searchId = useId()
  const heading = useRef<HTMLHeadingElement>(null)

  if (error)
    return (
      <>
        <AppStatus />
        <h1>History</h1>
        <div role="alert" className="alert alert-error">
          <p>This browser's history could not be read: {error}</p>
        </div>
      </>
    )
  const loading = !entries
  const all = entries ?? []
  const filtering = query.trim() !== ''
  const shown = filtering ? all.filter((e) => entryMatches(e, query)) : all
  // The removed entry's buttons are gone: focus goes to the list, the status says what happened.
  const removed = (message: string) => {
    setSaid(message)
    heading.current?.focus()
  }

  return (
    <>
      <AppStatus />
      <h1>History</h1>
      <p className="lead">
        What was sent from this browser, newest first: one entry per send. The service keeps no list, so another browser shows its
        own.
      </p>
      <KeptHere subject="history" />
      <div className="history-tools">
        <div className="field history-search">
          <label htmlFor={searchId}>Search history</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${searchId}-hint`}
          />
          <p className="hint" id={`${searchId}-hint`}>
            By file name, recipient e-mail or id.
          </p>
        </div>
        {all.length > 0 && (
          <ConfirmClear
            label="Clear all history"
            question={
              all.length === 1 ? 'Remove the one entry from this browser?' : `Remove all ${all.length} entries from this browser?`
            }
            onConfirm={async () => {
              await historyDb.clear()
              removed('Cleared all history.')
            }}
          />
        )}
      </div>
      <p role="status" className="muted history-said">
        {filtering ? `${shown.length} of ${plural(all.length, 'entry', 'entries')} match.` : said}
      </p>
      <section className="card history-section" aria-labelledby="history-heading">
        <h2 id="history-heading" ref={heading} tabIndex={-1}>
          Entries{!loading && <span className="muted"> ({filtering ? `${shown.length} of ${all.length}` : all.length})</span>}
        </h2>
        {loading ? (
          // Inside the card, which only grows when the entries come: nothing above it moves.
          <p role="status" className="muted">
            Loading history…
          </p>
        ) : all.length === 0 ? (
          <>
            <p className="muted">Nothing sent from this browser yet.</p>
            <p>
              <Link to="/">Send files</Link>, or one step at a time: <Link to="/upload">Upload a file</Link>,{' '}
              <Link to="/consignments/new">Register a consignment</Link>, <Link to="/transfers/new">Send a transfer</Link>.
            </p>
            <p className="muted">Each is listed here, with its ids and a fresh download link on demand.</p>
          </>
        ) : shown.length === 0 ? (
          <p className="muted">No entry matches the search.</p>
        ) : (
          <ul className="history-list">
            {shown.map((entry) => (
              <HistoryEntryItem key={entry.key} entry={entry} onRemoved={removed} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
