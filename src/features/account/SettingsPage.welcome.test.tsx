import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderApp } from '../../test/render'

const none = { token: '', publicKey: '' }

/** Every request that reaches the (mock) service while the test runs. */
function requests() {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => void seen.push(`${request.method} ${request.url}`)
  server.events.on('request:start', listener)
  cleanups.push(() => server.events.removeListener('request:start', listener))
  return seen
}
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((c) => c()))

/** Alerts but the addresses' own warning (the tests' mock is on plain http:, which it rightly flags). */
const alerts = () =>
  screen.queryAllByRole('alert').filter((alert) => !screen.getByRole('region', { name: 'Service addresses' }).contains(alert))

describe('a first visit with no credentials', () => {
  it.each(['/', '/upload', '/history'])(
    'on %s lands on settings with a calm welcome: both credentials explained, no error, nothing asked of the service',
    async (path) => {
      const seen = requests()
      renderApp(path, { credentials: none })
      const welcome = await screen.findByRole('region', { name: 'Welcome' })
      expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
      expect(within(welcome).getByText('Access token')).toBeInTheDocument()
      expect(within(welcome).getByText('Storage key')).toBeInTheDocument()
      expect(welcome).toHaveTextContent(/public API/)
      expect(welcome).toHaveTextContent(/upload/)
      expect(welcome).toHaveTextContent(/operator/)
      expect(screen.getByLabelText('Access token')).toHaveValue('')
      expect(within(screen.getByRole('region', { name: 'Who am I' })).getByText(/Enter the access token/)).toBeInTheDocument()
      // A moment for anything that would fetch, refuse or raise an alert.
      await new Promise((r) => setTimeout(r, 100))
      expect(alerts()).toEqual([])
      expect(document.body).not.toHaveTextContent(/refused|could not/i)
      expect(seen).toEqual([])
    },
  )

  it('the welcome goes once the credentials are saved; who am I loads; back to the page first asked for', async () => {
    const { user } = renderApp('/upload', { credentials: none })
    await screen.findByRole('region', { name: 'Welcome' })
    await user.type(screen.getByLabelText('Access token'), 'dev-token')
    await user.type(screen.getByLabelText('Storage key'), 'dev-public-key')
    await user.click(screen.getByRole('button', { name: 'Save credentials' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Welcome' })).toBeNull())
    expect(await within(screen.getByRole('region', { name: 'Who am I' })).findByText('dev@example.test')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('consignment-count')).toHaveTextContent('0'))
    await user.click(screen.getByRole('link', { name: 'Back to Upload' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload files' })).toBeInTheDocument()
  })

  it('a storage key never entered is asked for calmly when an upload needs it, not as a refusal', async () => {
    const { user } = renderApp('/upload', { credentials: { token: 'dev-token', publicKey: '' } })
    await user.upload(await screen.findByLabelText('Files to upload'), [new File(['x'], 'a.txt')])
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('dev@example.test'))
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    expect(await screen.findByText('The storage key has not been entered yet.')).toBeInTheDocument()
    expect(alerts()).toEqual([])
    expect(screen.queryByText(/refused/)).toBeNull()
  })
})
