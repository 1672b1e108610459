import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { historyDb } from '../lib/history-db'
import { newJournalFile, type Refusal } from '../lib/journal'
import { journalEntry } from '../test/journal-entries'
import { describeNeed, RefusalNote, UnfinishedNotices } from './UnfinishedNotices'

const say = (...args: Parameters<typeof describeNeed>) => i18n._(describeNeed(...args))

describe('describeNeed', () => {
  it('says each need in words', () => {
    expect(say(journalEntry({ upload: 'done', register: 'done', transfer: 'done' }))).toBe('Delivered')
    expect(say(journalEntry({}, { settled: 'left-out' }))).toBe('Left out of this send')
    expect(say(journalEntry({ upload: 'in-flight' }))).toBe('Was uploading; it will be uploaded again')
    expect(say(journalEntry({}))).toBe('Not uploaded yet')
    expect(say(journalEntry({ upload: 'done', register: 'in-flight' }))).toMatch(/^May already be registered/)
    expect(say(journalEntry({ upload: 'done', register: 'done', transfer: 'in-flight' }))).toMatch(/^May already be delivered/)
    expect(say(journalEntry({ upload: 'done' }))).toBe('Uploaded; not registered yet')
    expect(say(journalEntry({ upload: 'done', register: 'done' }))).toBe('Uploaded and registered; not transferred yet')
  })

  it('says a step in doubt and what became of it in one sentence', () => {
    expect(say(journalEntry({ upload: 'done', register: 'in-flight' }))).toBe(
      'May already be registered: the registration was on its way when the page closed, and no answer was kept',
    )
    expect(say(journalEntry({ upload: 'done', register: 'done', transfer: 'in-flight' }))).toBe(
      'May already be delivered: the transfer was on its way when the page closed, and no answer was kept',
    )
  })

  it('says where the bytes of a file still to upload come from, in the same sentence', () => {
    const first = journalEntry({})
    const again = journalEntry({ upload: 'in-flight' })
    expect(say(first, undefined, 'copy')).toBe('Not uploaded yet: a copy was kept in this browser.')
    expect(say(first, undefined, 'none')).toBe('Not uploaded yet: no copy was kept.')
    expect(say(again, undefined, 'picked')).toBe('Was uploading; it will be uploaded again: picked again, matched.')
    expect(say(again, undefined, 'handle')).toBe(
      'Was uploading; it will be uploaded again: the browser may ask to read it again.',
    )
    expect(say(first, undefined, 'unreadable')).toBe(
      'Not uploaded yet: what this browser kept of it could not be read (or the file changed since): pick it again.',
    )
    // A file past its upload says nothing of bytes.
    expect(say(journalEntry({ upload: 'done' }), undefined, 'none')).toBe('Uploaded; not registered yet')
  })
})

const inEnglish = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
/** The refusal as the notice shows it: its text, and the file's name isolated. */
function describeRefusal(refusal: Refusal) {
  const { container } = render(<RefusalNote refusal={refusal} />, { wrapper: inEnglish })
  expect(container.querySelector('bdi')).toHaveTextContent(refusal.name)
  return container.textContent
}

describe('describeRefusal', () => {
  const t0 = new Date(2026, 10, 20, 9, 30).getTime()
  const t1 = new Date(2026, 10, 22, 16, 5).getTime()

  it('names both sizes', () => {
    expect(describeRefusal({ kind: 'other-size', name: 'a.txt', size: 10, neededSize: 2048 })).toBe(
      '“a.txt” is 10 bytes, but the file this send needs is 2.0 kB: pick the same file.',
    )
  })

  it('names both dates', () => {
    expect(describeRefusal({ kind: 'changed', name: 'a.txt', lastModified: t1, neededLastModified: t0 })).toBe(
      '“a.txt” was changed on Nov 22, 2026, 4:05 PM, not the version this send started with (Nov 20, 2026, 9:30 AM): pick the file as it was.',
    )
  })

  it('says a file is not needed', () => {
    expect(describeRefusal({ kind: 'not-needed', name: 'other.txt' })).toBe(
      '“other.txt” is not one of the files this send still needs.',
    )
  })
})

/** An unfinished send of these files, none uploaded and no copy kept, shown as its page shows it. */
async function noticeOf(kind: 'send' | 'upload', names: string[]) {
  const id = crypto.randomUUID()
  const files = names.map((name, i) => new File(['x'.repeat(i + 1)], name))
  await historyDb.writeSend(
    {
      id,
      createdAt: new Date(2026, 10, 20, 9, 30).getTime(),
      recipients: ['a@example.test'],
      coAuthors: [],
      files: files.map((f) => ({ name: f.name, size: f.size })),
      journal: 1,
      status: 'active',
      kind,
    },
    files.map((f, i) => newJournalFile(id, i, f, f.name, kind === 'upload')),
  )
  const client = new QueryClient()
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <UnfinishedNotices kind={kind} title={() => 'Unfinished'} resume={() => undefined} onResumed={() => undefined} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return (await screen.findByRole('heading', { name: 'Unfinished' })).closest('section')!
}

describe('the notice of an unfinished send', () => {
  it('counts one file as one, in whole sentences, and names it isolated', async () => {
    const notice = await noticeOf('send', ['plan.pdf'])
    expect(notice.querySelector('p')).toHaveTextContent(
      /^Started Nov 20, 2026, 9:30 AM and interrupted before it finished \(the page was closed or reloaded\)\. 0 of 1 file delivered\. Resume finishes the rest/,
    )
    const picker = within(notice).getByLabelText(
      'This browser kept no copy of 1 file: pick it again (plan.pdf, 1 byte), or leave it out.',
    )
    expect(notice.querySelector(`label[for="${picker.id}"] bdi`)).toHaveTextContent(/^plan\.pdf$/)
    expect(within(notice).getByRole('listitem', { name: 'plan.pdf' })).toHaveTextContent('Not uploaded yet: no copy was kept.')
  })

  it("shows a name's direction overrides as a marker, never obeyed: the name reads in its characters' order", async () => {
    const notice = await noticeOf('send', ['invoice\u202Efdp.exe'])
    const shown = [...notice.querySelectorAll('bdi')].map((bdi) => bdi.textContent)
    expect(shown).toContain('invoice\uFFFDfdp.exe')
    expect(notice.textContent).not.toContain('\u202E')
  })

  it('counts several files as several, an upload as uploaded', async () => {
    const notice = await noticeOf('upload', ['a.txt', 'b.txt'])
    expect(notice.querySelector('p')).toHaveTextContent(/ 0 of 2 files uploaded\. /)
    within(notice).getByLabelText(
      'This browser kept no copy of 2 files: pick them again (a.txt, 1 byte; b.txt, 2 bytes), or leave them out.',
    )
  })
})

/**
 * Web Locks shared by the "tabs" of a test: a request is granted a moment later (as the browser
 * does, across processes), `ifAvailable` gets null while the name is held.
 */
function sharedLocks() {
  const held = new Set<string>()
  const request = async (name: string, ...rest: unknown[]) => {
    const callback = rest.at(-1) as (lock: { name: string } | null) => unknown
    const { ifAvailable = false } = (rest.length > 1 ? rest[0] : {}) as { ifAvailable?: boolean }
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (held.has(name)) return ifAvailable ? callback(null) : new Promise(() => undefined)
    held.add(name)
    try {
      return await callback({ name })
    } finally {
      held.delete(name)
    }
  }
  const query = async () => ({ held: [...held].map((name) => ({ name })), pending: [] })
  return { request, query }
}

describe('Resume in two tabs at once', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('one tab resumes the send; the other says it goes on elsewhere', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: sharedLocks() })
    const id = crypto.randomUUID()
    const entry = { ...journalEntry({ upload: 'done' }), sendId: id }
    await historyDb.writeSend(
      {
        id,
        createdAt: Date.now(),
        recipients: ['a@example.test'],
        coAuthors: [],
        files: [{ name: 'a.txt', size: 10 }],
        journal: 1,
        status: 'active',
      },
      [entry],
    )
    const resumed = vi.fn<(unfinished: unknown, choices: unknown, bytes: unknown, held: () => void) => void>()
    for (const tab of ['first', 'second'])
      render(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient()}>
            <UnfinishedNotices
              kind="send"
              title={() => `Unfinished in the ${tab} tab`}
              resume={resumed}
              onResumed={() => undefined}
            />
          </QueryClientProvider>
        </I18nProvider>,
      )
    const buttons = await Promise.all(
      ['first', 'second'].map(async (tab) =>
        within((await screen.findByRole('heading', { name: `Unfinished in the ${tab} tab` })).closest('section')!).getByRole(
          'button',
          { name: 'Resume' },
        ),
      ),
    )
    for (const button of buttons) fireEvent.click(button)
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/being resumed in another tab/))
    expect(resumed).toHaveBeenCalledTimes(1)
    // The lock it took is the resumed send's: handed over with it.
    expect(resumed.mock.calls[0]![3]).toBeTypeOf('function')
  })
})
