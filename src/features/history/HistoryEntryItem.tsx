import { useId, useState } from 'react'
import { RecipientList } from '../../components/RecipientList'
import { formatCount } from '../../lib/format'
import { Link } from '../../shared/routing'
import { useServices } from '../../shared/services'
import type { HistoryEntry } from './entries'
import { EntryDetails } from './EntryDetails'
import { Facts } from './Facts'
import { entryKind, entryStatus, entryTitle } from './entry-view'
import { formatDate, formatExpiration } from './match'

const NAMES_SHOWN = 10

/** One entry: what was sent, to whom and how it went; the ids and links behind a disclosure. */
export function HistoryEntryItem({ entry, onRemoved }: { entry: HistoryEntry; onRemoved: (said: string) => void }) {
  const { config } = useServices()
  const [open, setOpen] = useState(false)
  const id = useId()
  const title = entryTitle(entry)
  const status = entryStatus(entry)
  const names = entry.files.map((f) => f.name)
  const more = names.length - NAMES_SHOWN
  return (
    <li className="history-entry">
      <div className="history-entry-head">
        <h3>{title}</h3>
        <span className={`history-status history-status-${status.tone}`}>{status.text}</span>
      </div>
      <p className="history-entry-meta">
        {entryKind(entry)} · <time dateTime={new Date(entry.at).toISOString()}>{formatDate(entry.at)}</time>
      </p>
      {entry.unfinished && (
        <p className="history-entry-meta">
          Not finished: <Link href="/">the Send page</Link> shows how far it got and can resume it.
        </p>
      )}
      <Facts
        facts={[
          [
            'Files',
            names.length > 1
              ? names.slice(0, NAMES_SHOWN).join(', ') + (more > 0 ? ` and ${formatCount(more)} more` : '')
              : undefined,
          ],
          ['To', entry.recipients.length ? <RecipientList recipients={entry.recipients} /> : undefined],
          [
            'Expires',
            entry.expiration === undefined ? undefined : formatExpiration(entry.expiration, config.expirationUnit, entry.at),
          ],
          ['Message', entry.message],
          ['From', entry.sender],
        ]}
      />
      <button
        type="button"
        className="history-disclosure"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((o) => !o)}
      >
        Ids and download links<span className="visually-hidden"> of {title}</span>
      </button>
      <div id={`${id}-details`} className="history-details" hidden={!open}>
        {open && <EntryDetails entry={entry} title={title} onRemoved={onRemoved} />}
      </div>
    </li>
  )
}
