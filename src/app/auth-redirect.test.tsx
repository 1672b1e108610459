import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { authRequired } from '../api/auth-required'
import { ApiError } from '../api/errors'
import { renderApp } from '../test/render'

beforeEach(() => authRequired.clear())

const wrongToken = { token: 'wrong-token', publicKey: 'dev-public-key' }

describe('a 401 anywhere', () => {
  it.each(['/', '/upload', '/consignments/new', '/transfers/new', '/history'])(
    'on %s leads to settings with the server message, and back once fixed',
    async (path) => {
      const { user } = renderApp(path, { credentials: wrongToken })
      const title = await screen.findByText('The public API refused the access token.')
      const alert = title.closest('[role=alert]')
      expect(alert).toHaveTextContent(
        'The server said: Not signed in: the credential is missing or wrong: Missing or invalid access token',
      )
      expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
      await waitFor(() => expect(alert).toHaveFocus())

      const token = screen.getByLabelText('Access token')
      await user.clear(token)
      await user.type(token, 'dev-token')
      await user.click(screen.getByRole('button', { name: 'Save credentials' }))
      await waitFor(() => expect(screen.getByTestId('consignment-count')).toHaveTextContent('0'))
      await user.click(screen.getByRole('link', { name: /^Back to / }))
      await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).toBeNull())
      expect(screen.queryByText('The public API refused the access token.')).toBeNull()
    },
  )

  it('does not trap the person on settings: leaving without fixing the token is allowed', async () => {
    const { user } = renderApp('/history', { credentials: wrongToken })
    await screen.findByText('The public API refused the access token.')
    // /me on the settings page is refused too; that must not navigate anywhere or loop.
    await screen.findByText('Could not load your account')
    await user.click(screen.getByRole('link', { name: 'History' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).toBeNull()
  })

  it('names the storage key when the storage API refuses it', async () => {
    const { user } = renderApp('/settings', { credentials: { token: 'dev-token', publicKey: 'wrong-key' } })
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    authRequired.raise({ surface: 'storage', error: new ApiError('http', 'Missing or invalid public key', 401) })
    expect(await screen.findByText('The storage API refused the storage key.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(screen.queryByText('The storage API refused the storage key.')).toBeNull()
  })
})
