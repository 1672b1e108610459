import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { historyDb } from '../../lib/history-db'
import { newJournalFile } from '../../lib/journal'
import { renderApp } from '../../test/render'

describe('the notice of an unfinished send', () => {
  it('names 3 of its 295 recipients and "and 292 more" in its title, all of them on request', async () => {
    const recipients = Array.from({ length: 295 }, (_, i) => `person${i}@example.com`)
    const id = crypto.randomUUID()
    const file = newJournalFile(id, 0, new File(['plan'], 'plan.pdf', { type: 'application/pdf' }), 'plan.pdf')
    await historyDb.writeSend(
      {
        id,
        createdAt: Date.now() - 60_000,
        recipients,
        coAuthors: [],
        files: [{ name: 'plan.pdf', size: 4 }],
        journal: 1,
        status: 'active',
        kind: 'send',
      },
      [file],
    )
    const { user } = renderApp('/')
    const title = await screen.findByRole('heading', { name: /^Unfinished send: / })
    expect(title).toHaveTextContent(
      /^Unfinished send: 1 file to person0@example\.com, person1@example\.com, person2@example\.com and 292 more recipients$/,
    )
    // Plainly where it lives, and that the browser may drop it (no persistent storage here).
    expect(within(title.closest('section')!).getByTestId('kept-here')).toHaveTextContent(
      /^This unfinished send lives in this browser only: resume it here\. .* The browser may also delete it by itself/,
    )
    await user.click(within(title).getByRole('button', { name: '292 more recipients' }))
    expect(title.querySelectorAll('bdi')).toHaveLength(295)
    expect(within(title).getByRole('button', { name: 'show fewer recipients' })).toHaveAttribute('aria-expanded', 'true')
  })
})
