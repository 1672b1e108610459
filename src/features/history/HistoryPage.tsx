import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { Link } from '../../shared/routing'
import { useFormat } from '../../components/use-format'
import { historyDb } from '../../lib/history-db'
import { ConfirmClear } from './ConfirmClear'
import { useEntries } from '../../shared/use-history-entries'
import { entryMatches } from './entry-view'
import { HistoryEntryItem } from './HistoryEntryItem'
import './history.css'
import { PageHead } from '../../shared/PageHead'
import { KeptHere } from '../../components/KeptHere'

export default function HistoryPage() {
  const { entries, error } = useEntries()
  const { t, i18n } = useLingui()
  const f = useFormat()
  const [query, setQuery] = useState('')
  const [said, setSaid] = useState('')
  const searchId = useId()
  const heading = useRef<HTMLHeadingElement>(null)

  if (error) {
    const reason = error.reason
    return (
      <>
        <PageHead title={<Trans>History</Trans>} />
        <div role="alert" className="alert alert-error">
          <p>
            {reason === undefined ? (
              <Trans>This browser's history could not be read: History is unavailable in this browser</Trans>
            ) : (
              <Trans>This browser's history could not be read: {reason}</Trans>
            )}
          </p>
        </div>
      </>
    )
  }
  const loading = !entries
  const all = entries ?? []
  const filtering = query.trim() !== ''
  const shown = filtering ? all.filter((e) => entryMatches(e, query, i18n)) : all
  const total = all.length
  const matching = f.count(shown.length)
  const count = f.count(total)
  // The removed entry's buttons are gone: focus goes to the list, the status says what happened.
  const removed = (message: string) => {
    setSaid(message)
    heading.current?.focus()
  }

  return (
    <>
      <PageHead
        title={<Trans>History</Trans>}
        lead={
          <Trans>
            What was sent from this browser, newest first: one entry per send. The service keeps no list, so another browser shows
            its own.
          </Trans>
        }
      />
      <KeptHere subject="history" />
      <div className="history-tools">
        <div className="field history-search">
          <label htmlFor={searchId}>
            <Trans>Search history</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${searchId}-hint`}
          />
          <p className="hint" id={`${searchId}-hint`}>
            <Trans>By file name, recipient e-mail or id.</Trans>
          </p>
        </div>
        {all.length > 0 && (
          <ConfirmClear
            label={t`Clear all history`}
            question={t`${plural(total, { one: 'Remove the one entry from this browser?', other: 'Remove all # entries from this browser?' })}`}
            onConfirm={async () => {
              await historyDb.clear()
              removed(t`Cleared all history.`)
            }}
          />
        )}
      </div>
      <p role="status" className="muted history-said">
        {filtering ? t`${matching} of ${plural(total, { one: '# entry', other: '# entries' })} match.` : said}
      </p>
      <section className="card history-section" aria-labelledby="history-heading">
        <h2 id="history-heading" ref={heading} tabIndex={-1}>
          {loading ? (
            <Trans>Entries</Trans>
          ) : filtering ? (
            <Trans>
              Entries
              <span className="muted">
                {' '}
                ({matching} of {count})
              </span>
            </Trans>
          ) : (
            <Trans>
              Entries<span className="muted"> ({count})</span>
            </Trans>
          )}
        </h2>
        {loading ? (
          // Inside the card, which only grows when the entries come: nothing above it moves. Not a
          // status: the page opening is no news, and the heading's count says when they came.
          <p className="muted">
            <Trans>Loading history…</Trans>
          </p>
        ) : all.length === 0 ? (
          <>
            <p className="muted">
              <Trans>Nothing sent from this browser yet.</Trans>
            </p>
            <p>
              <Trans>
                <Link to="/">Send files</Link>, or one step at a time: <Link to="/upload">Upload a file</Link>,{' '}
                <Link to="/consignments/new">Register a consignment</Link>, <Link to="/transfers/new">Send a transfer</Link>.
              </Trans>
            </p>
            <p className="muted">
              <Trans>Each is listed here, with its ids and a fresh download link on demand.</Trans>
            </p>
          </>
        ) : shown.length === 0 ? (
          <p className="muted">
            <Trans>No entry matches the search.</Trans>
          </p>
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
