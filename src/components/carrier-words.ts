import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { SendRecord } from '../lib/history-db'
import { visibleName } from '../lib/format'
import { formatterFor } from './use-format'

/** Recipients named up to this many in a notification; beyond, their count. */
const PEOPLE = 2

/** The browser's notification of a send it carries: "Sending 3 files to ann@example.org". */
export function carriedTitle(i18n: I18n, send: SendRecord): string {
  const files = send.files.length
  const people = send.recipients.length
  if (people === 0) return i18n._(msg`${plural(files, { one: 'Uploading # file', other: 'Uploading # files' })}`)
  const to =
    people <= PEOPLE
      ? formatterFor(i18n.locale).list(send.recipients.map(visibleName))
      : i18n._(msg({ message: `${plural(people, { one: '# recipient', other: '# recipients' })}`, context: 'announced' }))
  return i18n._(msg`${plural(files, { one: `Sending # file to ${to}`, other: `Sending # files to ${to}` })}`)
}
