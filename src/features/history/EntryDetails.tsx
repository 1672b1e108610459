import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Link } from '../../shared/routing'
import { FileDownloadLink } from '../../shared/FileDownloadLink'
import { ActionOf } from '../../components/ActionOf'
import { RecipientList } from '../../components/RecipientList'
import { useFormat } from '../../components/use-format'
import { historyDb } from '../../lib/history-db'
import { ConfirmClear } from './ConfirmClear'
import type { EntryFile, HistoryEntry } from '../../shared/history-entries'
import { entryKeys, fileName, fileStatus } from './entry-view'
import { Facts } from './Facts'
import { Name } from '../../components/Name'

/** Enough to find a file; each one mounts a download link, so a huge send shows more on request. */
const FILES_SHOWN = 50

const id = (value: string | undefined) => value && <code>{value}</code>

function FileIds({ entry, file, single }: { entry: HistoryEntry; file: EntryFile; single: boolean }) {
  const { t, i18n } = useLingui()
  const f = useFormat()
  const consignment = file.consignments[0]
  const name = fileName(file, i18n)
  return (
    <li className="history-file">
      {!single && (
        <h4>
          <Name>{name}</Name>
        </h4>
      )}
      <Facts
        facts={[
          [
            t({ message: 'Status', comment: 'a file of a History entry: how far it got' }),
            entry.kind === 'send' ? fileStatus(file, i18n) : undefined,
          ],
          [t`Size`, file.size === undefined ? undefined : f.bytes(file.size)],
          [t`File id`, id(file.fileId)],
          [t({ message: 'Container', comment: 'the storage container a file is in (its id follows)' }), id(file.containerId)],
          ...file.consignments.map((c): [string, ReactNode] => [t`Consignment id`, id(c.id)]),
          ...file.transfers.map(({ id: transferId, recipients }): [string, ReactNode] => [
            t`Transfer id`,
            entry.kind === 'send' ? (
              id(transferId)
            ) : (
              <Trans comment="a transfer's id, then its recipients">
                <code>{transferId}</code> to <RecipientList recipients={recipients} />
              </Trans>
            ),
          ]),
        ]}
      />
      {file.fileId && <FileDownloadLink fileId={file.fileId} containerId={file.containerId} filename={name} />}
      {consignment && (
        <p>
          <Link to="/transfers/new" state={{ consignmentId: consignment.id }}>
            <ActionOf action="transfer" name={name} />
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
  const { t } = useLingui()
  const [all, setAll] = useState(false)
  const files = all ? entry.files : entry.files.slice(0, FILES_SHOWN)
  const count = entry.files.length
  return (
    <>
      <ul className="history-files">
        {files.map((file, i) => (
          <FileIds key={`${i}-${file.fileId ?? file.name}`} entry={entry} file={file} single={entry.files.length === 1} />
        ))}
      </ul>
      {files.length < count && (
        <button type="button" className="secondary" onClick={() => setAll(true)}>
          <Plural value={count} one="Show the # file" other="Show all # files" />
        </button>
      )}
      <ConfirmClear
        label={t`Remove from history`}
        question={t`Remove this entry from this browser's history?`}
        onConfirm={async () => {
          await historyDb.remove(entryKeys(entry))
          onRemoved(t`Removed “${title}” from this browser's history.`)
        }}
      />
    </>
  )
}
