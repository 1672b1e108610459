import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockStore, server, testAddresses } from '../../mocks/node'
import { createUploadQueue } from '../../lib/upload-queue/upload-queue'
import { renderApp } from '../../test/render'

const files = () => [
  new File(['first file'], 'a.txt', { type: 'text/plain' }),
  new File(['second file!'], 'b <i>.txt', { type: 'text/plain' }),
]

async function fillAndSend(
  user: ReturnType<typeof renderApp>['user'],
  recipients = 'ann@example.com, bob@example.org ann@example.com',
) {
  await user.upload(await screen.findByLabelText('Choose files to send'), files())
  expect(await screen.findByText(/2 files, 22 bytes/)).toBeInTheDocument()
  await user.type(screen.getByRole('textbox', { name: 'Recipients' }), `${recipients}{Enter}`)
  await user.type(screen.getByLabelText('Message (optional)'), 'Hello')
  await user.type(screen.getByLabelText('Co-authors (optional)'), 'Cy, Di')
  const sender = screen.getByLabelText('Your e-mail')
  await user.clear(sender)
  await user.type(sender, 'me@example.com')
  await user.click(screen.getByRole('button', { name: /^Send 2 files · / }))
}

describe('Send files', () => {
  it('uploads, registers and transfers every file to the de-duplicated recipients', async () => {
    const { user } = renderApp('/')
    await fillAndSend(user)
    expect(await screen.findByText('2 of 2 files sent.')).toBeInTheDocument()

    const consignments = Object.values(mockStore.state.consignments)
    expect(consignments.map((c) => c.filename).sort()).toEqual(['a.txt', 'b <i>.txt'])
    for (const c of consignments) {
      const file = mockStore.state.files[c.uuid]
      expect(file, 'uuid is the uploaded fileId').toBeDefined()
      expect(c).toMatchObject({
        container: file?.containerId,
        checksum: file?.checksum,
        co_authors: ['Cy', 'Di'],
        contentType: 'text/plain',
      })
    }
    const transfers = Object.values(mockStore.state.transfers)
    expect(transfers).toHaveLength(2)
    for (const t of transfers)
      expect(t).toMatchObject({ target_emails: ['ann@example.com', 'bob@example.org'], message: 'Hello', expiration: 7 })
    // The header count follows without a reload.
    await waitFor(() => expect(screen.getByTestId('consignment-count')).toHaveTextContent('2'))
  })

  it('ends on a summary: what went to whom until when, a working link per file, all links copied at once', async () => {
    const { user } = renderApp('/')
    await fillAndSend(user)
    const summary = await screen.findByRole('region', { name: '2 files sent to 2 recipients' })
    // Each address in its own <bdi>: the line, not one text node, reads as it did.
    expect(within(summary).getByTestId('summary-recipients')).toHaveTextContent(/^To ann@example\.com, bob@example\.org$/)
    expect(within(summary).getByText(/^Available until \w+day, /)).toBeInTheDocument()
    expect(within(summary).getByText('Hello')).toBeInTheDocument()
    // One link per delivered file, each one the mock issued for that very file.
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(2))
    const hrefs = within(summary)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')!)
    // …/files/<token>/<name>: the token is one the mock issued for the file of that name.
    const named = hrefs.map((href) => {
      const [token, name] = new URL(href).pathname.split('/').slice(-2)
      return [mockStore.state.files[mockStore.state.links[token!]!]?.name, decodeURIComponent(name!)]
    })
    expect(named.map(([stored]) => stored).sort()).toEqual(['a.txt', 'b <i>.txt'])
    for (const [stored, inLink] of named) expect(stored).toBe(inLink)
    await user.click(within(summary).getByRole('button', { name: 'Copy all links' }))
    expect(await navigator.clipboard.readText()).toBe(hrefs.join('\n'))
    // Send more: the summary goes, the page is ready for the next files.
    await user.click(within(summary).getByRole('button', { name: 'Send more files' }))
    expect(screen.queryByRole('region', { name: /sent to/ })).toBeNull()
    expect(screen.getByTestId('staged-summary')).toHaveTextContent('No files yet.')
  })

  it('remembers: recipients of this send are suggested next time, and the sender when /me gives no address', async () => {
    server.use(http.get(`${testAddresses.apiBaseUrl}/me`, () => HttpResponse.json({ name: 'No address' })))
    const first = renderApp('/')
    await fillAndSend(first.user)
    expect(await screen.findByText('2 of 2 files sent.')).toBeInTheDocument()
    first.unmount()
    sessionStorage.clear() // the draft goes: what shows next comes from memory, not from the form's draft

    renderApp('/')
    await waitFor(() => expect(screen.getByLabelText('Your e-mail')).toHaveValue('me@example.com'))
    // The field is a combobox once history's suggestions are read, which may come after the sender.
    const input = await screen.findByRole('combobox', { name: 'Recipients' })
    const list = document.getElementById(input.getAttribute('list')!)!
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['ann@example.com', 'bob@example.org']),
    )
  })

  it('asks for files, recipients and a valid sender before sending anything', async () => {
    const { user } = renderApp('/')
    await user.clear(await screen.findByLabelText('Your e-mail'))
    await user.type(screen.getByLabelText('Your e-mail'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Add at least one recipient e-mail address')).toBeInTheDocument()
    expect(screen.getByText(/Enter your e-mail address/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Your e-mail'))
    await user.type(screen.getByLabelText('Your e-mail'), 'me@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.com{Enter}')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Add at least one file to send.')).toBeInTheDocument()
    expect(Object.keys(mockStore.state.files)).toHaveLength(0)
  })

  it('retries a failed transfer from the transfer step, without uploading or registering again', async () => {
    let transferCalls = 0
    server.use(
      http.post(`${testAddresses.apiBaseUrl}/transfers/consignments/:id`, () => {
        transferCalls += 1
        // The second transfer is refused once: a 4xx, so no automatic retry.
        if (transferCalls === 2)
          return HttpResponse.json(
            { success: false, message: 'Recipient domain blocked', context: 'target_emails' },
            { status: 400 },
          )
        return undefined
      }),
    )
    const { user } = renderApp('/')
    await fillAndSend(user)
    // Shown, not an alert: the send's one voice says it (SendAnnouncer.test.tsx).
    const failed = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('.send-item.failed .alert')
      expect(box).not.toBeNull()
      return box!
    })
    expect(failed).toHaveTextContent('Recipient domain blocked')
    // The other file may still be on its way when this one's refusal shows.
    expect(await screen.findByText('1 of 2 files sent, 1 failed.')).toBeInTheDocument()
    const uploads = Object.keys(mockStore.state.files).length
    const registered = Object.keys(mockStore.state.consignments).length

    await user.click(within(failed).getByRole('button', { name: 'Retry transfer' }))
    expect(await screen.findByText('2 of 2 files sent.')).toBeInTheDocument()
    expect(Object.keys(mockStore.state.files)).toHaveLength(uploads)
    expect(Object.keys(mockStore.state.consignments)).toHaveLength(registered)
    expect(Object.keys(mockStore.state.transfers)).toHaveLength(2)
  })

  it('offers no "Retry failed" when the only file stopped is one whose checksum could not be computed', async () => {
    const { user } = renderApp('/', {
      // The first file's checksum cannot be computed here: its upload is not sent on without the person's say.
      uploadQueueFactory: (_config, storage) =>
        createUploadQueue({
          concurrency: 2,
          uploader: (file, fields, events) => storage.upload(file, fields, events),
          hash: async (file) => {
            if (file.name === 'a.txt') throw new Error('no worker')
            const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
            return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
          },
        }),
    })
    await fillAndSend(user)
    expect(await screen.findByText('1 of 2 files sent, 1 failed.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull()
  })
})
