import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { authRequired } from '../../api/auth-required'
import type { FaultInput } from '../../mocks/faults'
import { historyDb } from '../../lib/history-db'
import { mockStore, server, testAddresses } from '../../mocks/node'
import { renderApp } from '../../test/render'

const consignments = `${testAddresses.apiBaseUrl}/consignments`

async function openForm(options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/consignments/new', options)
  // The page is a lazy chunk; a busy machine may take more than the default second to load it.
  await screen.findByRole('heading', { name: 'Register a consignment' })
  return view
}

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('File name (required)'), 'report <script>🎉.pdf')
  await user.type(screen.getByLabelText('Content type (required)'), 'application/pdf')
  await user.type(screen.getByLabelText('Size in bytes (required)'), '1536')
}

const fault = (f: Omit<FaultInput, 'endpoint'>) => mockStore.control({ faults: [{ endpoint: 'consignments', skip: 0, ...f }] })

async function expectKept() {
  expect(screen.getByLabelText('File name (required)')).toHaveValue('report <script>🎉.pdf')
  expect(screen.getByLabelText('Content type (required)')).toHaveValue('application/pdf')
  expect(screen.getByLabelText('Size in bytes (required)')).toHaveValue('1536')
}

describe('Register a consignment', () => {
  it('names each missing required field and focuses the first', async () => {
    const { user } = await openForm()
    await user.clear(screen.getByLabelText(/Consignment id/))
    await user.click(screen.getByRole('button', { name: 'Add a co-author' }))
    await user.click(screen.getByRole('button', { name: 'Register consignment' }))
    expect(await screen.findByText('Enter an id, or generate a new one')).toBeInTheDocument()
    expect(screen.getByLabelText('File name (required)')).toHaveAccessibleDescription('Enter the file name')
    expect(screen.getByLabelText('Content type (required)')).toHaveAccessibleDescription(/Enter the content type/)
    expect(screen.getByLabelText('Size in bytes (required)')).toHaveAccessibleDescription('Enter the size in bytes')
    expect(screen.getByLabelText('Co-author 1')).toHaveAccessibleDescription('Enter a co-author, or remove this entry')
    expect(screen.getByLabelText(/Consignment id/)).toHaveFocus()

    await user.type(screen.getByLabelText('Size in bytes (required)'), '12.5')
    await user.type(screen.getByLabelText('Content type (required)'), 'pdf')
    expect(screen.getByText('Enter the size as a whole number of bytes, 0 or more')).toBeInTheDocument()
    expect(screen.getByText('Enter a content type such as text/plain')).toBeInTheDocument()
    expect(mockStore.state.consignments).toEqual({})
  })

  it('registers, shows and focuses the new id, keeps it in history, and the header count goes up by one', async () => {
    mockStore.addConsignment({ uuid: 'u0', filename: 'a', contentType: 'text/plain', size: 1, co_authors: [] })
    const { user } = await openForm()
    const count = screen.getByTestId('consignment-count')
    await waitFor(() => expect(count).toHaveTextContent('1'))
    const uuid = (screen.getByLabelText(/Consignment id/) as HTMLInputElement).value
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    await fillValid(user)
    expect(screen.getByText('= 1.5 kB')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add a co-author' }))
    await user.type(screen.getByLabelText('Co-author 1'), 'ann@example.org')
    await user.click(screen.getByRole('button', { name: 'Add a co-author' }))
    await user.type(screen.getByLabelText('Co-author 2'), 'Bob')
    await user.click(screen.getByRole('button', { name: 'Add a co-author' }))
    await user.click(screen.getByRole('button', { name: 'Remove co-author 3' }))
    await user.type(screen.getByLabelText('Container (optional)'), 'ctr-1')
    await user.click(screen.getByRole('button', { name: 'Register consignment' }))

    const id = await screen.findByTestId('consignment-id')
    expect(id.closest('p')).toHaveFocus()
    await waitFor(() => expect(count).toHaveTextContent('2'))
    const stored = mockStore.state.consignments[id.textContent ?? '']
    expect(stored).toMatchObject({
      uuid,
      filename: 'report <script>🎉.pdf',
      size: 1536,
      co_authors: ['ann@example.org', 'Bob'],
      container: 'ctr-1',
    })
    expect(stored).not.toHaveProperty('checksum')
    expect((await historyDb.list('consignments')).map((r) => r.id)).toEqual([id.textContent])

    await user.click(screen.getByRole('button', { name: 'Register another' }))
    expect(screen.getByLabelText('File name (required)')).toHaveValue('')
    expect(screen.getByLabelText(/Consignment id/)).not.toHaveValue(uuid)
  })

  it('shows a 400 naming a field next to that field, and keeps the input', async () => {
    server.use(
      http.post(consignments, () =>
        HttpResponse.json({ success: false, message: 'Unsupported type', context: 'contentType' }, { status: 400 }),
      ),
    )
    const { user } = await openForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Register consignment' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The request was refused: Unsupported type')
    expect(screen.getByLabelText('Content type (required)')).toHaveAccessibleDescription(/Unsupported type/)
    expect(screen.getByLabelText('Content type (required)')).toHaveFocus()
    await expectKept()
  })

  it.each<[string, () => void, RegExp]>([
    [
      '402 quota',
      () => mockStore.control({ consignmentLimit: 0 }),
      /Quota or payment required: Consignment quota of 0 is used up/,
    ],
    ['500', () => fault({ status: 500 }), /The server had an unexpected error/],
    ['network failure', () => fault({ network: true }), /Could not reach the server/],
    ['HTML error body', () => fault({ html: true }), /502 with something that is not JSON/],
    ['2xx of the wrong shape', () => fault({ badShape: true }), /not in the expected form/],
  ])('%s: explained, form kept', async (_name, arrange, message) => {
    arrange()
    const { user } = await openForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Register consignment' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    await expectKept()
    expect(screen.queryByTestId('consignment-id')).not.toBeInTheDocument()
  })

  it('timeout: explained, form kept', async () => {
    server.use(
      http.post(consignments, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const { user } = await openForm({ config: { requestTimeoutMs: 50 } })
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Register consignment' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer in time')
    await expectKept()
  })

  it('keeps a draft in the session and restores it when the page is opened again', async () => {
    const first = await openForm()
    await first.user.type(screen.getByLabelText('File name (required)'), 'draft.txt')
    first.unmount()
    await openForm()
    expect(screen.getByLabelText('File name (required)')).toHaveValue('draft.txt')
    expect(screen.getByText('Your unsent entries were restored.')).toBeInTheDocument()
  })

  it('fills name, type, size and checksum from a picked local file', async () => {
    const { user } = await openForm()
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' })
    await user.upload(screen.getByLabelText('Pick a local file (optional)'), file)
    expect(screen.getByLabelText('File name (required)')).toHaveValue('hello.txt')
    expect(screen.getByLabelText('Content type (required)')).toHaveValue('text/plain')
    expect(screen.getByLabelText('Size in bytes (required)')).toHaveValue('5')
    await waitFor(() =>
      expect(screen.getByLabelText('Checksum (optional)')).toHaveValue(
        '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
      ),
    )
    expect(within(screen.getByText(/checksum of hello.txt computed/)).getByText(/SHA-256/)).toBeInTheDocument()
  })
})

it('a 401 sends the person to settings, and the form comes back as typed', async () => {
  // Only the registration is refused, as when a token is revoked while the person types.
  server.use(
    http.post(consignments, () =>
      HttpResponse.json({ success: false, message: 'Token revoked', context: 'authorization' }, { status: 401 }),
    ),
  )
  const first = await openForm()
  await fillValid(first.user)
  await first.user.click(screen.getByRole('button', { name: 'Register consignment' }))
  expect(await screen.findByRole('heading', { level: 1, name: /Settings/ })).toBeInTheDocument()
  first.unmount()
  // What the settings page does once the credential is fixed.
  authRequired.clear()
  await openForm()
  await expectKept()
})
