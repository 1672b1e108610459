import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { ActionOf } from '../../components/ActionOf'
import { CopyButton } from '../../components/CopyButton'
import { explainError } from '../../components/explain-error'
import { RecipientList } from '../../components/RecipientList'
import { useFormat } from '../../components/use-format'
import { allLinks } from '../../shared/download-links'
import { Link } from '../../shared/routing'
import { useServices } from '../../shared/services'
import { reusableFiles, type HistoryEntry, type LaterSend } from '../../shared/history-entries'
import { EntryDetails } from './EntryDetails'
import { Facts } from './Facts'
import { entryKind, entryStatus, entryTitle, fileName } from './entry-view'
import { formatExpiration } from './match'
import { NameList } from './NameList'
import { Name } from '../../components/Name'

const NAMES_SHOWN = 10

/** The entry's heading: entryTitle's words, with the file's name isolated from them. */
function EntryTitle({ entry }: { entry: HistoryEntry }) {
  const { i18n } = useLingui()
  const [first, ...rest] = entry.files
  if (!first) return <Trans>Send with no file uploaded yet</Trans>
  const name = fileName(first, i18n)
  const more = rest.length
  if (!more) return <Name>{name}</Name>
  return (
    <Trans>
      <Name>{name}</Name> and <Plural value={more} one="# more file" other="# more files" />
    </Trans>
  )
}

/** The names of a send's files: the first ten, then how many more. */
function FileNames({ names }: { names: string[] }) {
  const list = <NameList names={names.slice(0, NAMES_SHOWN)} />
  const more = names.length - NAMES_SHOWN
  if (more <= 0) return list
  return (
    <Trans>
      {list} and <Plural value={more} one="# more" other="# more" />
    </Trans>
  )
}

/** Where an entry of a send is on the History page. */
const anchorOf = (sendId: string) => `entry-${sendId}`

/** Links to the entries of other sends: each named by its date, with its recipients. */
function SendLinks({ sends }: { sends: readonly LaterSend[] }) {
  const f = useFormat()
  return (
    <ul className="history-sends">
      {sends.map(({ sendId, at, recipients }) => (
        <li key={sendId}>
          <Trans comment="a send's date, linking to its History entry, then its recipients">
            <a href={`#${anchorOf(sendId)}`}>{f.shortDate(new Date(at))}</a> to <RecipientList recipients={recipients} />
          </Trans>
        </li>
      ))}
    </ul>
  )
}

/** One entry: what was sent, to whom and how it went; the ids and links behind a disclosure. */
export function HistoryEntryItem({ entry, onRemoved }: { entry: HistoryEntry; onRemoved: (said: string) => void }) {
  const { config, storageApi } = useServices()
  const client = useQueryClient()
  const { t, i18n } = useLingui()
  const f = useFormat()
  const [open, setOpen] = useState(false)
  const id = useId()
  const title = entryTitle(entry, i18n)
  const status = entryStatus(entry, i18n)
  const names = entry.files.map((file) => fileName(file, i18n))
  // A send's files in storage: their links, made fresh when asked (a download link is made on request).
  const stored =
    entry.kind === 'send' ? entry.files.flatMap(({ fileId, containerId }) => (fileId ? [{ fileId, containerId }] : [])) : []
  // Read once per entry, not on every render of the list (a send may hold thousands of files).
  const reusable = useMemo(() => entry.sendId && !entry.unfinished && reusableFiles(entry).length > 0, [entry])
  return (
    <li className="history-entry" id={entry.sendId && anchorOf(entry.sendId)}>
      <div className="history-entry-head">
        <h3 id={`${id}-title`}>
          <EntryTitle entry={entry} />
        </h3>
        <span className={`history-status history-status-${status.tone}`}>{status.text}</span>
      </div>
      <p className="history-entry-meta">
        {entryKind(entry, i18n)} · <time dateTime={new Date(entry.at).toISOString()}>{f.shortDate(new Date(entry.at))}</time>
      </p>
      {entry.unfinished && (
        <p className="history-entry-meta">
          <Trans>
            Not finished: <Link href="/">the Send page</Link> shows how far it got and can resume it.
          </Trans>
        </p>
      )}
      <Facts
        facts={[
          [
            t({ message: 'Files', comment: 'History entry: the names of the files sent' }),
            names.length > 1 ? <FileNames names={names} /> : undefined,
          ],
          [
            t({ message: 'To', comment: 'History entry: the recipients' }),
            entry.recipients.length ? <RecipientList recipients={entry.recipients} /> : undefined,
          ],
          [
            t({ message: 'Expires', comment: 'History entry: when the download links end' }),
            entry.expiration === undefined
              ? undefined
              : formatExpiration(entry.expiration, config.expirationUnit, entry.at, i18n),
          ],
          [t({ message: 'Message', comment: 'History entry: the message sent with the files' }), entry.message],
          [t({ message: 'From', comment: 'History entry: the sender’s e-mail' }), entry.sender],
          [
            t({ message: 'First sent', comment: 'History entry of files sent again: the earlier send that first sent them' }),
            entry.earlier?.length ? <SendLinks sends={entry.earlier} /> : undefined,
          ],
          [
            t({ message: 'Sent again', comment: 'History entry: the later sends of its files to more people' }),
            entry.later?.length ? <SendLinks sends={entry.later} /> : undefined,
          ],
        ]}
      />
      {reusable && (
        <p>
          <Link to="/" state={{ again: [entry.sendId] }} aria-describedby={`${id}-title`}>
            <Trans>Send to more people</Trans>
          </Link>
        </p>
      )}
      {stored.length > 1 && (
        <CopyButton
          label={t`Copy all links`}
          describedBy={`${id}-title`}
          make={async () => (await allLinks(client, storageApi, stored)).join('\n')}
          explain={(error) => {
            const reason = explainError(i18n, error)
            return t`Could not make the links: ${reason}`
          }}
        />
      )}
      <button
        type="button"
        className="history-disclosure"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((o) => !o)}
      >
        <ActionOf action="details" name={title} />
      </button>
      <div id={`${id}-details`} className="history-details" hidden={!open}>
        {open && <EntryDetails entry={entry} title={title} onRemoved={onRemoved} />}
      </div>
    </li>
  )
}
