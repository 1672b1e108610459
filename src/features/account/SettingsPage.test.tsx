import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { authRequired } from '../../api/auth-required'
import { getCredentials } from '../../api/credentials'
import { server, testAddresses } from '../../mocks/node'
import { renderApp } from '../../test/render'

beforeEach(() => authRequired.clear())

describe('Settings', () => {
  it('shows the configured addresses read-only and who the token belongs to, field by field', async () => {
    renderApp('/settings')
    const config = await screen.findByRole('region', { name: 'Service addresses' })
    expect(within(config).getByText(testAddresses.apiBaseUrl)).toBeInTheDocument()
    expect(within(config).getByText(testAddresses.storageUrl)).toBeInTheDocument()
    expect(within(config).getByText('sha256')).toBeInTheDocument()
    expect(within(config).getByText('2 s')).toBeInTheDocument()

    const me = screen.getByRole('region', { name: 'Who am I' })
    expect(await within(me).findByText('dev@example.test')).toBeInTheDocument()
    expect(within(me).getByText('Dev User')).toBeInTheDocument()
    // quota.consignments.limit is two levels down: nested lists, not "[object Object]"
    expect(within(me).getByText('limit')).toBeInTheDocument()
    expect(within(me).getByText('1000')).toBeInTheDocument()
    expect(me).not.toHaveTextContent('[object Object]')
  })

  it('shows any /me shape as text, including markup, arrays and booleans', async () => {
    server.use(
      http.get(`${testAddresses.apiBaseUrl}/me`, () =>
        HttpResponse.json({ name: '<script>alert(1)</script> 🦊', roles: ['admin', 'sender'], active: true, manager: null }),
      ),
    )
    renderApp('/settings')
    const me = await screen.findByRole('region', { name: 'Who am I' })
    expect(await within(me).findByText('<script>alert(1)</script> 🦊')).toBeInTheDocument()
    expect(within(me).getByText('admin, sender')).toBeInTheDocument()
    expect(within(me).getByText('yes')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
  })

  it('explains a failed /me and loads it again on Refresh', async () => {
    server.use(http.get(`${testAddresses.apiBaseUrl}/me`, () => HttpResponse.error(), { once: true }))
    const { user } = renderApp('/settings')
    const me = await screen.findByRole('region', { name: 'Who am I' })
    expect(await within(me).findByText(/Could not reach the server/)).toBeInTheDocument()
    await user.click(within(me).getByRole('button', { name: 'Refresh' }))
    expect(await within(me).findByText('dev@example.test')).toBeInTheDocument()
    expect(within(me).queryByRole('alert')).toBeNull()
  })

  it('masks both secrets until shown, and keeps them for the tab unless remembered', async () => {
    const { user } = renderApp('/settings')
    const token = await screen.findByLabelText('Access token')
    const key = screen.getByLabelText('Storage key')
    expect(token).toHaveAttribute('type', 'password')
    expect(key).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show access token' }))
    expect(token).toHaveAttribute('type', 'text')
    expect(key).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Hide access token' }))
    expect(token).toHaveAttribute('type', 'password')

    await user.clear(key)
    await user.type(key, 'another-key')
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText(/Saved\. Kept until this tab closes/)).toBeInTheDocument()
    expect(getCredentials()).toEqual({ token: 'dev-token', publicKey: 'another-key', remember: false })
    expect(sessionStorage.getItem('consign.credentials')).toContain('another-key')
    expect(localStorage.getItem('consign.credentials')).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }))
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText(/Remembered on this device/)).toBeInTheDocument()
    expect(localStorage.getItem('consign.credentials')).toContain('another-key')
    expect(sessionStorage.getItem('consign.credentials')).toBeNull()
  })

  it('refuses a token with spaces or emoji, naming the field, and keeps the old one', async () => {
    const { user } = renderApp('/settings')
    const token = await screen.findByLabelText('Access token')
    await user.clear(token)
    await user.type(token, 'two words 🦊')
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText(/without spaces or emoji/)).toBeInTheDocument()
    expect(token).toHaveAttribute('aria-invalid', 'true')
    expect(token).toHaveFocus()
    expect(getCredentials().token).toBe('dev-token')
  })

  it('after a wrong token, saving the right one reloads /me and the count', async () => {
    const { user } = renderApp('/settings', { credentials: { token: 'wrong', publicKey: 'dev-public-key' } })
    const alert = await screen.findByText('The public API refused the access token.')
    expect(alert.closest('[role=alert]')).toHaveTextContent('Missing or invalid access token')
    expect(screen.getByTestId('consignment-count')).toHaveTextContent('unavailable')

    const token = screen.getByLabelText('Access token')
    await user.clear(token)
    await user.type(token, 'dev-token')
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText('dev@example.test')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('consignment-count')).toHaveTextContent('0'))
    expect(screen.queryByText('The public API refused the access token.')).toBeNull()
  })
})
