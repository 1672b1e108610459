import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { historyDb } from '../../lib/history-db'
import { server, testAddresses } from '../../mocks/node'
import { renderApp } from '../../test/render'

describe('Settings’ words', () => {
  it('says each way signing out went in one sentence', async () => {
    const { user } = renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Sign out' })
    const status = within(card).getByRole('status')
    await user.click(within(card).getByRole('button', { name: 'Sign out' }))
    // Signing out awaits the service worker's revocation first, so the sentence comes a moment later.
    await waitFor(() =>
      expect(status).toHaveTextContent(/^Signed out: the credentials and unsent drafts are forgotten in this browser\.$/),
    )

    vi.spyOn(historyDb, 'clear').mockRejectedValueOnce(new Error('refused'))
    await user.click(within(card).getByLabelText(/Also forget this service’s history/))
    await user.click(within(card).getByRole('button', { name: 'Sign out' }))
    expect(
      await within(card).findByText(
        'Signed out: the credentials and unsent drafts are forgotten in this browser; the history could not be cleared.',
      ),
    ).toBeInTheDocument()
  })

  it('names the storage key on its Show and Hide button', async () => {
    const { user } = renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Show storage key' }))
    expect(screen.getByLabelText('Storage key')).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide storage key' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('words what the service says of the account that is not text: no list, yes and no, and the fields past fifty', async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`field${i}`, i]))
    server.use(
      http.get(`${testAddresses.apiBaseUrl}/me`, () => HttpResponse.json({ roles: [], active: false, ...many }), { once: true }),
    )
    renderApp('/settings')
    const me = await screen.findByRole('region', { name: 'Who am I' })
    expect(await within(me).findByText('(none)')).toBeInTheDocument()
    expect(within(me).getByText('no')).toBeInTheDocument()
    expect(within(me).getByText('3 more')).toBeInTheDocument()
  })
})
