import { i18n as english, setupI18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { Announcement } from '../lib/send/announcements'
import { sayAll, sayAnnouncement } from './announcement-words'

/** The real catalog of `locale` the announcements are in, compiled as the build does. */
async function speak(locale: string) {
  const { messages } = (await import(`../locales/${locale}/common.po`)) as { messages: Messages }
  const i18n = setupI18n()
  i18n.load(locale, messages)
  i18n.activate(locale)
  return i18n
}

const ann = ['ann@example.org']
const end = (files: number, done: number, failed: number, linksReady: boolean, kind: 'send' | 'upload' = 'send') =>
  ({ code: 'end', kind, files, done, failed, recipients: ann, linksReady }) as const

describe('what the sends’ one voice says, in words', () => {
  it('ends a send delivered whole with its links ready, or where to get them', () => {
    expect(sayAnnouncement(english, end(50, 50, 0, true))).toBe('50 files sent to ann@example.org. Links are ready.')
    expect(sayAnnouncement(english, end(1, 1, 0, true))).toBe('1 file sent to ann@example.org. Its link is ready.')
    expect(sayAnnouncement(english, end(50, 50, 0, false))).toBe(
      '50 files sent to ann@example.org. Get the download links on the Send page.',
    )
    expect(sayAnnouncement(english, end(1, 1, 0, false))).toBe(
      '1 file sent to ann@example.org. Get its download link on the Send page.',
    )
    // Not whole: no word of links.
    expect(sayAnnouncement(english, end(10, 9, 1, false))).toBe(
      '9 of 10 files sent to ann@example.org; 1 failed. Retry them on the Send page.',
    )
    expect(sayAnnouncement(english, end(10, 8, 0, false))).toBe('8 of 10 files sent to ann@example.org.')
    expect(sayAnnouncement(english, end(2, 2, 0, false, 'upload'))).toBe(
      '2 files uploaded. Get their download links on the Upload page.',
    )
  })

  /** Every kind of announcement, with the counts that take each plural form somewhere. */
  const said = (n: number): Announcement[] => {
    const names = Array.from({ length: n }, (_, i) => ({ id: `f${i}`, name: `heard-${i + 1}.txt`, step: 'transfer' as const }))
    const people = n > 3 ? Array.from({ length: n }, (_, i) => `p${i}@example.org`) : ann
    return [
      { code: 'start', kind: 'send', resumed: false, files: n, recipients: people },
      { code: 'start', kind: 'send', resumed: true, files: n, recipients: people },
      { code: 'start', kind: 'upload', resumed: false, files: n, recipients: [] },
      { code: 'start', kind: 'upload', resumed: true, files: n, recipients: [] },
      { code: 'milestone', kind: 'send', percent: 50, done: Math.floor(n / 2), files: n },
      { code: 'milestone', kind: 'upload', percent: 50, done: Math.floor(n / 2), files: n },
      { code: 'failed', kind: 'send', files: names },
      { code: 'failed', kind: 'upload', files: names },
      { code: 'failed', kind: 'send', files: [{ ...names[0]!, step: 'register' }] },
      { code: 'failed', kind: 'send', files: [{ ...names[0]!, step: 'upload' }] },
      { code: 'offline' },
      { code: 'online' },
      { ...end(n, n, 0, true), recipients: people },
      { ...end(n, n, 0, false), recipients: people },
      { ...end(n, n - 1, 1, false), recipients: people },
      { ...end(n, n - 1, 0, false), recipients: people },
      end(n, n, 0, false, 'upload'),
      end(n, n - 1, 1, false, 'upload'),
      end(n, n - 1, 0, false, 'upload'),
    ]
  }

  it.each(['de', 'fr', 'es', 'pl', 'ja', 'zh-Hans', 'ar'])(
    '%s: every announcement whole, its names and numbers kept, nothing left in English',
    async (locale) => {
      const i18n = await speak(locale)
      for (const n of [1, 2, 3, 5, 11, 22, 100]) {
        for (const a of said(n)) {
          const text = sayAll(i18n, [a])
          // No placeholder, count sign or ICU left unread.
          expect(text, JSON.stringify(a)).not.toMatch(/[{}#]/)
          if ('recipients' in a && a.kind === 'send' && a.recipients.length <= 3) expect(text).toContain('ann@example.org')
          if (a.code === 'failed') expect(text).toContain('heard-1.txt')
          // Outside names and addresses, scripts other than Latin say nothing in English.
          const words = text.replace(/[\w.-]+@[\w.-]+|heard-\d+\.txt/g, '')
          if (['ja', 'zh-Hans', 'ar'].includes(locale)) expect(words, text).not.toMatch(/[A-Za-z]/)
          else expect(words, text).not.toMatch(/\b(the|files?|sent|ready|failed|Retry|uploaded|recipients?)\b/)
        }
      }
    },
  )
})
