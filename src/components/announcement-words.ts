import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { Announcement, FailedFile } from '../lib/send/announcements'
import { visibleName } from '../lib/format'
import { formatterFor } from './use-format'

/*
 * What a screen reader is told of a send (lib/send/announcements.ts decides what and when), in
 * the language shown. Plain text: a live region speaks it, so names are not wrapped in <bdi>.
 */

/** Names said in full up to this many; beyond, "among them" the first ones. */
const NAMED = 5
/** Recipients named up to this many; beyond, their count. */
const PEOPLE = 3

function recipientsOf(i18n: I18n, recipients: readonly string[]) {
  const f = formatterFor(i18n.locale)
  const people = recipients.length
  if (people <= PEOPLE) return f.list(recipients.map(visibleName))
  return i18n._(msg({ message: `${plural(people, { one: '# recipient', other: '# recipients' })}`, context: 'announced' }))
}

function failedOne(i18n: I18n, kind: 'send' | 'upload', file: FailedFile) {
  const name = visibleName(file.name)
  if (kind === 'upload') return i18n._(msg`The upload of ${name} failed. Retry it on the Upload page.`)
  switch (file.step) {
    case 'register':
      return i18n._(msg`The registration of ${name} failed. Retry it on the Send page.`)
    case 'transfer':
      return i18n._(msg`The transfer of ${name} failed. Retry it on the Send page.`)
    default:
      return i18n._(msg`The upload of ${name} failed. Retry it on the Send page.`)
  }
}

function failedMany(i18n: I18n, kind: 'send' | 'upload', files: readonly FailedFile[]) {
  const f = formatterFor(i18n.locale)
  const count = files.length
  const names = f.list(files.slice(0, NAMED).map((file) => visibleName(file.name)))
  if (count <= NAMED)
    return kind === 'send'
      ? i18n._(msg`${plural(count, { one: '# file', other: '# files' })} failed: ${names}. Retry them on the Send page.`)
      : i18n._(msg`${plural(count, { one: '# file', other: '# files' })} failed: ${names}. Retry them on the Upload page.`)
  return kind === 'send'
    ? i18n._(msg`${plural(count, { one: '# file', other: '# files' })} failed, among them ${names}. Retry them on the Send page.`)
    : i18n._(
        msg`${plural(count, { one: '# file', other: '# files' })} failed, among them ${names}. Retry them on the Upload page.`,
      )
}

/** One announcement in words. */
export function sayAnnouncement(i18n: I18n, a: Announcement): string {
  const f = formatterFor(i18n.locale)
  switch (a.code) {
    case 'start': {
      const { files } = a
      if (a.kind === 'upload')
        return a.resumed
          ? i18n._(msg`Resuming the upload of ${plural(files, { one: '# file', other: '# files' })}.`)
          : i18n._(msg`Uploading ${plural(files, { one: '# file', other: '# files' })}.`)
      const to = recipientsOf(i18n, a.recipients)
      return a.resumed
        ? i18n._(msg`Resuming the send of ${plural(files, { one: '# file', other: '# files' })} to ${to}.`)
        : i18n._(msg`Sending ${plural(files, { one: '# file', other: '# files' })} to ${to}.`)
    }
    case 'milestone': {
      const { files } = a
      const percent = f.percent(a.percent)
      const done = f.count(a.done)
      return a.kind === 'send'
        ? i18n._(msg`${percent} done: ${done} of ${plural(files, { one: '# file', other: '# files' })} sent.`)
        : i18n._(msg`${percent} done: ${done} of ${plural(files, { one: '# file', other: '# files' })} uploaded.`)
    }
    case 'failed':
      return a.files.length === 1 ? failedOne(i18n, a.kind, a.files[0]!) : failedMany(i18n, a.kind, a.files)
    case 'offline':
      return i18n._(msg`Offline: the send waits, and goes on by itself when the network is back.`)
    case 'online':
      return i18n._(msg`Back online: the send goes on.`)
    case 'end': {
      const { files } = a
      const done = f.count(a.done)
      const failed = f.count(a.failed)
      if (a.kind === 'upload') {
        if (a.failed > 0)
          return i18n._(
            msg`${done} of ${plural(files, { one: '# file', other: '# files' })} uploaded; ${failed} failed. Retry them on the Upload page.`,
          )
        // Each link is made on request there ("Generate download link"): the end says where.
        return a.done === files
          ? i18n._(
              msg`${plural(files, {
                one: '# file uploaded. Get its download link on the Upload page.',
                other: '# files uploaded. Get their download links on the Upload page.',
              })}`,
            )
          : i18n._(msg`${done} of ${plural(files, { one: '# file', other: '# files' })} uploaded.`)
      }
      const to = recipientsOf(i18n, a.recipients)
      if (a.failed > 0)
        return i18n._(
          msg`${done} of ${plural(files, { one: '# file', other: '# files' })} sent to ${to}; ${failed} failed. Retry them on the Send page.`,
        )
      if (a.done < files) return i18n._(msg`${done} of ${plural(files, { one: '# file', other: '# files' })} sent to ${to}.`)
      // Ready: the Send page shows them. Otherwise they are made there (at once, or on request
      // for many files), or one was refused: a plain pointer, true wherever the person is.
      return a.linksReady
        ? i18n._(
            msg`${plural(files, {
              one: `# file sent to ${to}. Its link is ready.`,
              other: `# files sent to ${to}. Links are ready.`,
            })}`,
          )
        : i18n._(
            msg`${plural(files, {
              one: `# file sent to ${to}. Get its download link on the Send page.`,
              other: `# files sent to ${to}. Get the download links on the Send page.`,
            })}`,
          )
    }
  }
}

/** What is said at one moment, as one utterance. */
export const sayAll = (i18n: I18n, said: readonly Announcement[]) => said.map((a) => sayAnnouncement(i18n, a)).join(' ')
