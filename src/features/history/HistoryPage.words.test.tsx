import { i18n } from '@lingui/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { historyDb } from '../../lib/history-db'
import { renderApp } from '../../test/render'

const at = Date.UTC(2025, 0, 4, 12)

/** A send's record with these files, as the Send page leaves it. */
const sendOf = (id: string, names: string[]) =>
  historyDb.writeSend(
    {
      id,
      createdAt: at,
      recipients: ['ann@example.com'],
      coAuthors: [],
      expiration: 1,
      files: names.map((name) => ({ name, size: 10 })),
    },
    [],
  )
const entryOf = async (title: RegExp) => (await screen.findByRole('heading', { level: 3, name: title })).closest('li')!
const factOf = (entry: HTMLElement, name: string) => within(entry).getByText(name).nextElementSibling as HTMLElement

describe('History’s words', () => {
  it('lists a send’s files as a list of names, each isolated, and counts those past ten in one phrase', async () => {
    await sendOf('s-three', ['a.txt', 'مرحبا.txt', 'c.txt'])
    await sendOf(
      's-eleven',
      Array.from({ length: 11 }, (_, i) => `eleven-${i}.txt`),
    )
    await sendOf(
      's-twelve',
      Array.from({ length: 12 }, (_, i) => `twelve-${i}.txt`),
    )
    renderApp('/history')

    const three = factOf(await entryOf(/^a\.txt and 2 more files$/), 'Files')
    expect(three).toHaveTextContent(/^a\.txt, مرحبا\.txt, c\.txt$/)
    expect([...three.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['a.txt', 'مرحبا.txt', 'c.txt'])

    const eleven = factOf(await entryOf(/^eleven-0\.txt and 10 more files$/), 'Files')
    expect(eleven).toHaveTextContent(/^eleven-0\.txt, eleven-1\.txt, .*, eleven-9\.txt and 1 more$/)
    expect(eleven.querySelectorAll('bdi')).toHaveLength(10)
    const twelve = factOf(await entryOf(/^twelve-0\.txt and 11 more files$/), 'Files')
    expect(twelve).toHaveTextContent(/, twelve-9\.txt and 2 more$/)
  })

  it('says when the links expire, the days in their plural', async () => {
    await sendOf('s-one', ['one.txt'])
    renderApp('/history')
    expect(factOf(await entryOf(/^one\.txt$/), 'Expires')).toHaveTextContent(/\(1 day after sending\)$/)
  })

  it('writes dates as the language shown does', async () => {
    await sendOf('s-one', ['one.txt'])
    await i18n.loadAndActivate({ locale: 'de', messages: {} })
    renderApp('/history')
    const time = (await entryOf(/^one\.txt$/)).querySelector('time')!
    expect(time).toHaveTextContent(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(at))
    expect(time.textContent).not.toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at))
  })
})
