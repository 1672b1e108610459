import type { I18n } from '@lingui/core'
import type { SendRecord } from '../lib/history-db'
import { sayAnnouncement } from './announcement-words'

/** The browser's notification of a send it carries: the words a screen reader hears at its start ("Sending 3 files to ann@example.org."). */
export const carriedTitle = (i18n: I18n, send: SendRecord): string =>
  sayAnnouncement(i18n, {
    code: 'start',
    kind: send.kind ?? 'send',
    resumed: false,
    files: send.files.length,
    recipients: send.recipients,
  })
