import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockStore, server, testAddresses } from '../../mocks/node'
import { heldMe } from '../../test/held-me'
import { renderApp } from '../../test/render'

/** The `email` of every upload the storage API receives. */
function uploadEmails() {
  const emails: unknown[] = []
  server.use(
    http.post(`${testAddresses.storageUrl}/upload`, async ({ request }) => {
      emails.push((await request.clone().formData()).get('email'))
      return undefined
    }),
  )
  return emails
}

const askForAddress = /Enter your e-mail address/
const waiting = /Waiting for your account’s address/

async function fileAndRecipient(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(await screen.findByLabelText('Choose files to send'), [new File(['hello'], 'a.txt', { type: 'text/plain' })])
  await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.com{Enter}')
}

describe('Send pressed while the sender is still being filled from /me', () => {
  it('waits for /me, says so, then sends with its address: never "Enter your e-mail"', async () => {
    const release = heldMe(() =>
      HttpResponse.json({ success: true, body: { id: 'u1', email: 'dev@example.test', name: 'Dev User' } }),
    )
    const emails = uploadEmails()
    const { user } = renderApp('/')
    await fileAndRecipient(user)
    const sender = screen.getByLabelText('Your e-mail')
    expect(sender).toHaveValue('')
    await user.click(screen.getByRole('button', { name: /^Send 1 file/ }))

    expect(await screen.findByText(waiting)).toBeInTheDocument()
    expect(screen.queryByText(askForAddress)).toBeNull()
    expect(sender).not.toHaveAttribute('aria-invalid')
    expect(Object.keys(mockStore.state.files)).toHaveLength(0)

    release()
    expect(await screen.findByText('1 of 1 file sent.')).toBeInTheDocument()
    expect(screen.queryByText(askForAddress)).toBeNull()
    expect(screen.queryByText(waiting)).toBeNull()
    expect(emails).toEqual(['dev@example.test'])
  })

  it.each([
    ['fails', () => HttpResponse.json({ success: false, message: 'Down', context: 'me' }, { status: 500 })],
    ['gives no e-mail', () => HttpResponse.json({ success: true, body: { id: 'u1', name: 'No address' } })],
  ])('asks for the address once /me %s, keeping the file and the recipient', async (_, answer) => {
    const release = heldMe(answer)
    const { user } = renderApp('/')
    await fileAndRecipient(user)
    await user.click(screen.getByRole('button', { name: /^Send 1 file/ }))
    expect(await screen.findByText(waiting)).toBeInTheDocument()
    expect(screen.queryByText(askForAddress)).toBeNull()

    release()
    expect(await screen.findByText(askForAddress)).toBeInTheDocument()
    expect(screen.queryByText(waiting)).toBeNull()
    const sender = screen.getByLabelText('Your e-mail')
    await waitFor(() => expect(sender).toHaveFocus())
    expect(screen.getByText(/^1 file, /)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove ann@example.com' })).toBeInTheDocument()
    expect(Object.keys(mockStore.state.files)).toHaveLength(0)

    await user.type(sender, 'me@example.com')
    await user.click(screen.getByRole('button', { name: /^Send 1 file/ }))
    expect(await screen.findByText('1 of 1 file sent.')).toBeInTheDocument()
  })

  it('an address typed while waiting is the person’s: the wait ends and /me does not overwrite it', async () => {
    const release = heldMe(() => HttpResponse.json({ success: true, body: { email: 'dev@example.test' } }))
    const emails = uploadEmails()
    const { user } = renderApp('/')
    await fileAndRecipient(user)
    await user.click(screen.getByRole('button', { name: /^Send 1 file/ }))
    expect(await screen.findByText(waiting)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Your e-mail'), 'me@example.com')
    expect(screen.queryByText(waiting)).toBeNull()
    release()
    await delay(50)
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('me@example.com')
    expect(Object.keys(mockStore.state.files)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: /^Send 1 file/ }))
    expect(await screen.findByText('1 of 1 file sent.')).toBeInTheDocument()
    expect(emails).toEqual(['me@example.com'])
  })

  it('a stale "Enter your e-mail" goes once the address fills in', async () => {
    const release = heldMe(() => HttpResponse.json({ success: true, body: { email: 'dev@example.test' } }))
    const { user } = renderApp('/')
    const sender = await screen.findByLabelText('Your e-mail')
    // Typed wrong and sent: the field is the person's, and rightly refused; then wiped.
    await user.type(sender, 'x')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(askForAddress)).toBeInTheDocument()
    await user.clear(sender)
    expect(screen.getByText(askForAddress)).toBeInTheDocument()
    release()
    await waitFor(() => expect(sender).toHaveValue('dev@example.test'))
    await waitFor(() => expect(screen.queryByText(askForAddress)).toBeNull())
    expect(sender).not.toHaveAttribute('aria-invalid')
  })
})
