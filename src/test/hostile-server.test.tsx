import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { historyDb } from '../lib/history-db'
import { mockStore, server, testAddresses } from '../mocks/node'
import { renderApp } from './render'

/** History holding one upload, and a storage service that answers /download with `link`; Generate pressed. */
async function linkFromServer(link: string) {
  server.use(http.post(`${testAddresses.storageUrl}/download`, () => HttpResponse.json({ success: true, body: { link } })))
  await historyDb.add('uploads', {
    fileId: 'f1',
    containerId: 'c1',
    filename: 'a.txt',
    mime: 'text/plain',
    size: 1,
    checksum: 'x',
    createdAt: 1,
  })
  const view = renderApp('/history')
  await view.user.click(await screen.findByRole('button', { name: /^Ids and download links/ }))
  await view.user.click(await screen.findByRole('button', { name: 'Generate download link' }))
  return view
}

/** What a server that follows the contract loosely, or not at all, may send; the app must stay whole and honest. */
describe('a hostile or odd server', () => {
  it('shows a /me nested 1,000 levels deep without crashing, the depth beyond four as JSON on demand', async () => {
    let deep: Record<string, unknown> = { bottom: 'reached' }
    for (let i = 0; i < 1000; i++) deep = { level: deep }
    server.use(http.get(`${testAddresses.apiBaseUrl}/me`, () => HttpResponse.json({ email: 'a@b.co', deep })))
    renderApp('/settings')
    const me = await screen.findByRole('region', { name: 'Who am I' })
    expect(await within(me).findByText('a@b.co')).toBeInTheDocument()
    expect(me.querySelectorAll('dl').length).toBeLessThanOrEqual(4)
    expect(within(me).getAllByRole('button', { name: /^Show all [\d,]+ characters$/ }).length).toBeGreaterThan(0)
  })

  it('shows a count that is not a whole number as unavailable, with the raw value on demand', async () => {
    server.use(
      http.get(`${testAddresses.apiBaseUrl}/consignments/count`, () => HttpResponse.json({ total: -19864439.229802012 })),
    )
    renderApp('/history')
    await waitFor(() => expect(screen.getByTestId('consignment-count')).toHaveTextContent('unavailable'))
    expect(screen.getByText(/not a whole number/)).toHaveTextContent('-19864439.229802012')
  })

  it('explains a size that is not a whole number of bytes in words, not as a validation dump', async () => {
    server.use(
      http.post(`${testAddresses.storageUrl}/upload`, async () => {
        const file = await mockStore.addFile('huge.txt', 'text/plain', new TextEncoder().encode('x'))
        return HttpResponse.json({
          success: true,
          body: {
            fileId: file.fileId,
            containerId: file.containerId,
            mime: 'text/plain',
            size: '1e308',
            scan: true,
            store: true,
            originalname: 'huge.txt',
            checksum: file.checksum,
            sync: 'true',
            public: false,
            directLink: '',
          },
        })
      }),
    )
    const { user } = renderApp('/')
    await user.upload(await screen.findByLabelText('Choose files to send'), [new File(['x'], 'huge.txt', { type: 'text/plain' })])
    await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.com{Enter}')
    await user.clear(screen.getByLabelText('Your e-mail'))
    await user.type(screen.getByLabelText('Your e-mail'), 'me@example.com')
    await user.click(screen.getByRole('button', { name: /^Send 1 file · / }))
    const alert = await screen.findByText(/The server reported a size that is not a whole number of bytes/)
    expect(alert).toHaveTextContent('(“1e308”), so huge.txt cannot be registered.')
    expect(document.body.textContent).not.toMatch(/"code"|too_big/)
  }, 30_000)

  it('neutralises direction controls in file names, so one cannot pose as another extension', async () => {
    await historyDb.add('uploads', {
      fileId: 'f1',
      containerId: 'c1',
      filename: 'invoice\u202Efdp.exe',
      mime: 'application/octet-stream',
      size: 3,
      checksum: 'x',
      createdAt: 1,
    })
    renderApp('/history')
    expect((await screen.findAllByText(/invoice\uFFFDfdp\.exe/)).length).toBeGreaterThan(0)
    expect(document.body.textContent).not.toContain('\u202E')
  })

  it('makes a relative download link clickable against the storage address, and copies that', async () => {
    const { user } = await linkFromServer('/files/abc?t=1')
    const link = await screen.findByRole('link', { name: 'http://storage.test/files/abc?t=1' })
    expect(link).toHaveAttribute('href', 'http://storage.test/files/abc?t=1')
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe('http://storage.test/files/abc?t=1')
  })

  it('offers no link and nothing to copy for a javascript: link', async () => {
    await linkFromServer('javascript:alert(1)')
    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
  })
})
