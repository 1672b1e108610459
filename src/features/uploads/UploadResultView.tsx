import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { useNavigate } from '../../shared/routing'
import type { UploadResult } from '../../api/schemas'
import { useServices } from '../../shared/services'
import { Alert } from '../../components/Alert'
import { FileDownloadLink } from '../../shared/FileDownloadLink'
import { SafeLink } from '../../components/SafeLink'
import { LongText } from '../../components/LongText'
import { formatBytes, visibleName, wholeNumber } from '../../lib/format'
import type { ChecksumAlgorithm } from '../../config/schema'
import type { KnownAlgorithm } from '../../lib/digest'
import { notComparableHint } from '../../components/explain'
import type { ChecksumInfo } from '../../lib/upload-queue/upload-queue'

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const syncText = (sync: UploadResult['sync']) =>
  sync === true || sync === 'true' || sync === 1 ? 'Yes' : sync === false || sync === 'false' || sync === 0 ? 'No' : String(sync)

/** What the server said about a stored file, in words, with what can be done next. */
export function UploadResultView({ result, checksum }: { result: UploadResult; checksum: ChecksumInfo }) {
  const { config } = useServices()
  const navigate = useNavigate()
  const size = wholeNumber(result.size)
  const intact = checksum.state !== 'mismatch'
  const register = () =>
    void navigate('/consignments/new', {
      state: {
        prefill: {
          uuid: result.fileId,
          container: result.containerId,
          filename: result.originalname,
          contentType: result.mime,
          size: size ?? '',
          checksum: result.checksum,
        },
      },
    })

  return (
    <div className="upload-result">
      <dl className="facts">
        <dt>Name</dt>
        <dd>
          <LongText text={visibleName(result.originalname)} />
        </dd>
        <dt>Size</dt>
        <dd>
          {size === null ? (
            <>
              unavailable: the server reported a size that is not a whole number of bytes (
              <LongText text={String(result.size)} limit={40} />)
            </>
          ) : size < 1024 ? (
            formatBytes(size)
          ) : (
            `${formatBytes(size)} (${size.toLocaleString('en')} bytes)`
          )}
        </dd>
        <dt>Type</dt>
        <dd>{result.mime || 'unknown'}</dd>
        <dt>Checksum ({config.checksumAlgorithm})</dt>
        <dd>
          <code>{result.checksum || 'none'}</code> <ChecksumVerdict checksum={checksum} algorithm={config.checksumAlgorithm} />
        </dd>
        <dt>Scanned</dt>
        <dd>{yesNo(result.scan)}</dd>
        <dt>Stored</dt>
        <dd>{yesNo(result.store)}</dd>
        <dt>Synchronised</dt>
        <dd>{syncText(result.sync)}</dd>
        <dt>Public</dt>
        <dd>{yesNo(result.public)}</dd>
        {[
          ['File id', result.fileId],
          ['Container id', result.containerId],
        ].map(([label, id]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <code>
                <LongText text={id ?? ''} limit={80} />
              </code>
            </dd>
          </Fragment>
        ))}
        {result.directLink && (
          <>
            <dt>Direct link</dt>
            <dd>
              <SafeLink href={result.directLink} base={config.storageUrl} />
            </dd>
          </>
        )}
      </dl>
      {intact ? (
        <>
          <FileDownloadLink fileId={result.fileId} containerId={result.containerId} filename={result.originalname} />
          <div className="actions">
            <button type="button" className="secondary" onClick={register}>
              Register as consignment
            </button>
          </div>
        </>
      ) : (
        <Alert title="Do not use this upload">
          The server holds different bytes from this file, so it is not offered for links or registration. Upload it again.
        </Alert>
      )}
    </div>
  )
}

function ChecksumVerdict({ checksum, algorithm }: { checksum: ChecksumInfo; algorithm: ChecksumAlgorithm }) {
  const { i18n } = useLingui()
  switch (checksum.state) {
    case 'match':
      return <span className="verdict verdict-ok">✓ matches the checksum computed in this browser</span>
    case 'mismatch':
      return (
        <span className="verdict verdict-bad">
          ✗ does not match this file’s checksum <code>{checksum.local}</code>
        </span>
      )
    case 'not-comparable':
      return (
        <span className="verdict verdict-warn">
          not verified: {notComparableHint(i18n, checksum.serverAlgorithm as KnownAlgorithm, algorithm)}
        </span>
      )
    case 'not-given':
      return <span className="verdict verdict-warn">not verified: the server reported no checksum this app can read</span>
    case 'failed':
      return (
        <span className="verdict verdict-warn">
          not verified: this browser could not compute the file’s checksum{checksum.reason ? ` (${checksum.reason})` : ''}
        </span>
      )
    case 'pending':
      return <span className="verdict">verifying…</span>
  }
}
