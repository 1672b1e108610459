import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { useNavigate } from '../../shared/routing'
import type { UploadResult } from '../../api/schemas'
import { useServices } from '../../shared/services'
import { Alert } from '../../components/Alert'
import { FileDownloadLink } from '../../shared/FileDownloadLink'
import { SafeLink } from '../../components/SafeLink'
import { LongText } from '../../components/LongText'
import { useFormat } from '../../components/use-format'
import { visibleName, wholeNumber } from '../../lib/format'
import type { ChecksumAlgorithm } from '../../config/schema'
import type { KnownAlgorithm } from '../../lib/digest'
import { notComparableHint } from '../../components/explain'
import type { ChecksumInfo } from '../../lib/upload-queue/upload-queue'

/** The server's "sync", which comes as a boolean, a string or a number: yes, no, or what it said. */
const syncAnswer = (sync: UploadResult['sync']) =>
  sync === true || sync === 'true' || sync === 1 ? true : sync === false || sync === 'false' || sync === 0 ? false : String(sync)

/** What the server said about a stored file, in words, with what can be done next. */
export function UploadResultView({ result, checksum }: { result: UploadResult; checksum: ChecksumInfo }) {
  const { config } = useServices()
  const navigate = useNavigate()
  const { t } = useLingui()
  const f = useFormat()
  const yesNo = (value: boolean | string) => (value === true ? t`Yes` : value === false ? t`No` : value)
  const size = wholeNumber(result.size)
  const intact = checksum.state !== 'mismatch'
  const algorithm = config.checksumAlgorithm
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

  const readable = size === null ? '' : f.bytes(size)
  return (
    <div className="upload-result">
      <dl className="facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>
          <LongText text={visibleName(result.originalname)} />
        </dd>
        <dt>
          <Trans>Size</Trans>
        </dt>
        <dd>
          {size === null ? (
            <Trans>
              unavailable: the server reported a size that is not a whole number of bytes (
              <LongText text={String(result.size)} limit={40} />)
            </Trans>
          ) : size < 1024 ? (
            readable
          ) : (
            t`${plural(size, { one: `${readable} (# byte)`, other: `${readable} (# bytes)` })}`
          )}
        </dd>
        <dt>
          <Trans comment="the type of the file">Type</Trans>
        </dt>
        <dd>{result.mime || t({ message: 'unknown', comment: 'no type of file given' })}</dd>
        <dt>
          <Trans>Checksum ({algorithm})</Trans>
        </dt>
        <dd>
          {result.checksum ? <code>{result.checksum}</code> : t({ message: 'none', comment: 'no checksum given' })}{' '}
          <ChecksumVerdict checksum={checksum} algorithm={algorithm} />
        </dd>
        <dt>
          <Trans comment="the file was scanned (for viruses)">Scanned</Trans>
        </dt>
        <dd>{yesNo(result.scan)}</dd>
        <dt>
          <Trans comment="the file was stored">Stored</Trans>
        </dt>
        <dd>{yesNo(result.store)}</dd>
        <dt>
          <Trans comment="the file was synchronised">Synchronised</Trans>
        </dt>
        <dd>{yesNo(syncAnswer(result.sync))}</dd>
        <dt>
          <Trans comment="the file is public">Public</Trans>
        </dt>
        <dd>{yesNo(result.public)}</dd>
        {[
          ['file', t`File id`, result.fileId],
          ['container', t`Container id`, result.containerId],
        ].map(([key, label, id]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>
              <LongText text={id ?? ''} limit={80} code />
            </dd>
          </Fragment>
        ))}
        {result.directLink && (
          <>
            <dt>
              <Trans>Direct link</Trans>
            </dt>
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
              <Trans>Register as consignment</Trans>
            </button>
          </div>
        </>
      ) : (
        <Alert title={t`Do not use this upload`}>
          <Trans>
            The server holds different bytes from this file, so it is not offered for links or registration. Upload it again.
          </Trans>
        </Alert>
      )}
    </div>
  )
}

function ChecksumVerdict({ checksum, algorithm }: { checksum: ChecksumInfo; algorithm: ChecksumAlgorithm }) {
  const { i18n } = useLingui()
  switch (checksum.state) {
    case 'match':
      return (
        <span className="verdict verdict-ok">
          <Trans>✓ matches the checksum computed in this browser</Trans>
        </span>
      )
    case 'mismatch':
      return (
        <span className="verdict verdict-bad">
          <Trans>
            ✗ does not match this file’s checksum <code>{checksum.local}</code>
          </Trans>
        </span>
      )
    case 'not-comparable': {
      const hint = notComparableHint(i18n, checksum.serverAlgorithm as KnownAlgorithm, algorithm)
      return (
        <span className="verdict verdict-warn">
          <Trans>not verified: {hint}</Trans>
        </span>
      )
    }
    case 'not-given':
      return (
        <span className="verdict verdict-warn">
          <Trans>not verified: the server reported no checksum this app can read</Trans>
        </span>
      )
    case 'failed': {
      const reason = checksum.reason
      return (
        <span className="verdict verdict-warn">
          {reason ? (
            <Trans>not verified: this browser could not compute the file’s checksum ({reason})</Trans>
          ) : (
            <Trans>not verified: this browser could not compute the file’s checksum</Trans>
          )}
        </span>
      )
    }
    case 'pending':
      return (
        <span className="verdict">
          <Trans>verifying…</Trans>
        </span>
      )
  }
}
