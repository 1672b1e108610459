import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

/** The QR code library is fetched only once a code is first shown. */
const QrCode = lazy(() => import('./QrCode'))

/** A file's download link as a QR code, named for the file; nothing stands in while it loads. */
export function LinkQrCode({ href, name }: { href: string; name: string }) {
  const { t } = useLingui()
  return (
    <Suspense fallback={null}>
      <QrCode value={href} label={t`QR code of the download link for ${name}`} />
    </Suspense>
  )
}
