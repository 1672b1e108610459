import { QRCodeSVG } from 'qrcode.react'

export default function QrCode({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={144} marginSize={2} role="img" aria-label={label} title={label} />
}
