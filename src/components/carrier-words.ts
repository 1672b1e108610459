import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { SendRecord } from '../lib/history-db'
import { formatterFor } from './use-format'

/**
 * The browser's notification of a send it carries ("Sending 3 files · 12 MB"). It shows on a
 * phone's lock screen: what is sent and how much, never to whom.
 */
export function carriedTitle(i18n: I18n, send: SendRecord): string {
  const files = send.files.length
  const size = formatterFor(i18n.locale).bytes(send.files.reduce((total, file) => total + file.size, 0))
  return send.kind === 'upload'
    ? i18n._(msg`Uploading ${plural(files, { one: '# file', other: '# files' })} · ${size}`)
    : i18n._(msg`Sending ${plural(files, { one: '# file', other: '# files' })} · ${size}`)
}
