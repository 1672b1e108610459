import { useState, type ReactNode } from 'react'
import { Link } from '../../shared/routing'
import { FileDownloadLink } from '../../shared/FileDownloadLink'
import { RecipientList } from '../../components/RecipientList'
import { formatBytes } from '../../lib/format'
import { historyDb } from '../../lib/history-db'
import { ConfirmClear } from './ConfirmClear'
import type { EntryFile, HistoryEntry } from './entries'
import { entryKeys, fileStatus } from './entry-view'
import { Facts } from './Facts'

/** Enough to find a file; each one mounts a download link, so a huge send shows more on request. */
const FILES_SHOWN = 50

const id = (value: string | undefined) => value && <code>{value}</code>

function FileIds({ entry, file, single }: { entry: HistoryEntry; file: EntryFile; single: boolean }) {
  const consignment = file.consignments[0]
  return (
    <li className="history-file">
      {!single && <h4>{file.name}</h4>}
      <Facts
        facts={[
          ['Status', entry.kind === 'send' ? fileStatus(file) : undefined],
          ['Size', file.size === undefined ? undefined : formatBytes(file.size)],
          ['File id', id(file.fileId)],
          ['Container', id(file.containerId)],
          ...file.consignments.map((c): [string, ReactNode] => ['Consignment id', id(c.id)]),
          ...file.transfers.map((t): [string, ReactNode] => [
            'Transfer id',
            entry.kind === 'send' ? (
              id(t.id)
            ) : (
              <>
                {id(t.id)} to <RecipientList recipients={t.recipients} />
              </>
            ),
          ]),
        ]}
      />
      {file.fileId && <FileDownloadLink fileId={file.fileId} containerId={file.containerId} filename={file.name} />}
      {consignment && (
        <p>
          <Link to="/transfers/new" state={{ consignmentId: consignment.id }}>
            Send a transfer<span className="visually-hidden"> of {file.name}</span>
          </Link>
        </p>
      )}
    </li>
  )
}

export function EntryDetails({
  entry,
  title,
  onRemoved,
}: {
  entry: HistoryEntry
  title: string
  onRemoved: (said: string) => void
}) {
  const [all, setAll] = useState(false)
  const files = all ? entry.files : entry.files.slice(0, FILES_SHOWN)
  return (
    <>
      <ul className="history-files">
        {files.map((file, i) => (
          <FileIds key={`${i}-${file.fileId ?? file.name}`} entry={entry} file={file} single={entry.files.length === 1} />
        ))}
      </ul>
      {files.length < entry.files.length && (
        <button type="button" className="secondary" onClick={() => setAll(true)}>
          Show all {entry.files.length} files
        </button>
      )}
      <ConfirmClear
        label="Remove from history"
        question="Remove this entry from this browser's history?"
        onConfirm={async () => {
          await historyDb.remove(entryKeys(entry))
          onRemoved(`Removed “${title}” from this browser's history.`)
        }}
      />
    </>
  )
}
