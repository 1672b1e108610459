import { Link } from '../../shared/routing'
import { useServices } from '../../shared/services'
import { DownloadLink } from '../../components/DownloadLink'
import { formatBytes, visibleName } from '../../lib/format'
import type { ConsignmentRecord, TransferRecord, UploadRecord } from '../../lib/history-db'
import { formatDate, formatExpiration } from './match'

function Facts({ facts }: { facts: Array<[string, string | undefined]> }) {
  return (
    <dl className="facts">
      {facts
        .filter((f): f is [string, string] => Boolean(f[1]))
        .map(([name, value]) => (
          <div key={name} className="fact">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

function Title({ name, at }: { name: string; at: number }) {
  return (
    <h3>
      {visibleName(name)}{' '}
      <time dateTime={new Date(at).toISOString()} className="muted">
        {formatDate(at)}
      </time>
    </h3>
  )
}

export function UploadItem({ record }: { record: UploadRecord }) {
  return (
    <li className="history-item">
      <Title name={record.filename} at={record.createdAt} />
      <Facts
        facts={[
          ['Size', formatBytes(record.size)],
          ['Type', record.mime],
          ['File id', record.fileId],
          ['Container', record.containerId],
          ['Checksum', record.checksum],
        ]}
      />
      <DownloadLink fileId={record.fileId} containerId={record.containerId} filename={record.filename} />
    </li>
  )
}

export function ConsignmentItem({ record }: { record: ConsignmentRecord }) {
  return (
    <li className="history-item">
      <Title name={record.filename} at={record.createdAt} />
      <Facts
        facts={[
          ['Consignment id', record.id],
          ['UUID', record.uuid],
          ['Size', formatBytes(record.size)],
          ['Type', record.contentType],
          ['Container', record.container],
          ['Checksum', record.checksum],
        ]}
      />
      <Link to="/transfers/new" state={{ consignmentId: record.id }}>
        Send a transfer<span className="visually-hidden"> of {record.filename}</span>
      </Link>
    </li>
  )
}

export function TransferItem({ record }: { record: TransferRecord }) {
  const { config } = useServices()
  return (
    <li className="history-item">
      <Title name={record.filename ?? `Consignment ${record.consignmentId}`} at={record.createdAt} />
      <Facts
        facts={[
          ['Transfer id', record.id],
          ['Consignment id', record.consignmentId],
          ['Recipients', record.recipients.join(', ')],
          ['Message', record.message],
          [
            'Expires',
            record.expiration === undefined
              ? undefined
              : formatExpiration(record.expiration, config.expirationUnit, record.createdAt),
          ],
        ]}
      />
    </li>
  )
}
