import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../api/errors'
import { storageMutations } from '../api/queries'
import type { StorageApi } from '../api/storage-api'
import { safeHttpUrl, visibleName } from '../lib/format'
import { ErrorAlert } from './Alert'
import { CopyButton } from './CopyButton'
import { LinkQrCode } from './LinkQrCode'
import { SafeLink } from './SafeLink'
import { Name } from './Name'

/**
 * "Generate download link" for a stored file: every press asks POST /download for a new,
 * unique link, shown with copy, QR code and a download button. The storage API and `mock`
 * come from the caller's services (shared/FileDownloadLink.tsx passes them): a component sits
 * below shared/ and does not read them.
 */
export function DownloadLink({
  fileId,
  containerId,
  filename,
  storageApi,
  mock,
}: {
  fileId: string
  containerId?: string
  filename: string
  storageApi: StorageApi
  /** the links are the in-browser mock's, which answers no navigation */
  mock: boolean
}) {
  const { t } = useLingui()
  const link = useMutation(storageMutations.downloadLink(storageApi))
  const [downloadError, setDownloadError] = useState<unknown>(null)
  const href = link.data ? safeHttpUrl(link.data, storageApi.baseUrl) : null
  const shownName = visibleName(filename)

  // The in-browser mock cannot answer a navigation (service workers skip them), so in mock
  // mode the file is fetched here and saved from memory; a real service gets a plain link.
  const download = async () => {
    if (!href) return
    setDownloadError(null)
    try {
      const response = await fetch(href)
      if (!response.ok) throw new ApiError('http', '', response.status)
      const url = URL.createObjectURL(await response.blob())
      const a = document.createElement('a')
      a.href = url
      a.download = filename
      a.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      setDownloadError(error)
    }
  }

  return (
    <div className="download-link">
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => link.mutate({ fileId, containerId })}
          disabled={link.isPending}
        >
          {link.isPending ? t`Generating…` : link.data ? t`Generate a new link` : t`Generate download link`}
        </button>
      </div>
      <div aria-live="polite">
        {link.isError && <ErrorAlert error={link.error} title={t`No download link`} />}
        {link.data && (
          <div className="link-result">
            <p>
              <Trans>
                Download link for{' '}
                <strong>
                  <Name>{shownName}</Name>
                </strong>
                : <SafeLink href={link.data} base={storageApi.baseUrl} />
              </Trans>
            </p>
            <div className="actions">
              {href && <CopyButton text={href} label={t`Copy link`} />}
              {href &&
                (mock ? (
                  <button type="button" className="secondary" onClick={download}>
                    <Trans comment="button: saves the file">Download</Trans>
                  </button>
                ) : (
                  <a className="button-like" href={href} download={filename}>
                    <Trans comment="button: saves the file">Download</Trans>
                  </a>
                ))}
            </div>
            {href && <LinkQrCode href={href} name={filename} />}
            {downloadError !== null && <ErrorAlert error={downloadError} title={t`Download failed`} />}
          </div>
        )}
      </div>
    </div>
  )
}
