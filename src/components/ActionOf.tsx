import { Select, Trans } from '@lingui/react/macro'
import { Name } from './Name'

/**
 * The label of an action a list offers on each of its items, shown alone ("QR code") since the
 * item's name stands beside it, and heard with that name ("QR code of report.pdf"), as a screen
 * reader's list of buttons would otherwise be many of one name. One message for them all, each
 * action a whole phrase in it, so a translator may put the name where the language wants it.
 */
export function ActionOf({ action, name }: { action: 'transfer' | 'details' | 'qr'; name: string }) {
  return (
    <Trans comment="an action, then (read only by screen readers) the file or send it acts on. transfer: sends a transfer of the file; details: opens a send's ids and links; other: shows a file's link as a QR code">
      <Select value={action} _transfer="Send a transfer" _details="Ids and download links" other="QR code" />
      <span className="visually-hidden">
        {' '}
        of <Name>{name}</Name>
      </span>
    </Trans>
  )
}
