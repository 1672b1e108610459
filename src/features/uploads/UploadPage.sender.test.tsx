import { screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockStore } from '../../mocks/node'
import { heldMe } from '../../test/held-me'
import { renderApp } from '../../test/render'

const askForAddress = 'Enter the e-mail address the upload belongs to'
const waiting = /Waiting for your account’s address/

describe('Upload pressed while the e-mail is still being filled from /me', () => {
  it('waits for /me, says so, then uploads with its address', async () => {
    const release = heldMe(() => HttpResponse.json({ success: true, body: { email: 'dev@example.test' } }))
    const { user } = renderApp('/upload')
    await user.upload(await screen.findByLabelText('Files to upload'), [new File(['hello'], 'a.txt', { type: 'text/plain' })])
    expect(screen.getByLabelText('E-mail')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText(waiting)).toBeInTheDocument()
    expect(screen.queryByText(askForAddress)).toBeNull()

    release()
    expect(await screen.findByText('Uploaded.')).toBeInTheDocument()
    expect(screen.queryByText(askForAddress)).toBeNull()
    expect(screen.queryByText(waiting)).toBeNull()
    expect(screen.getByLabelText('E-mail')).toHaveValue('dev@example.test')
  })

  it('asks for the address once /me fails, keeping the file', async () => {
    const release = heldMe(() => HttpResponse.json({ success: false, message: 'Down', context: 'me' }, { status: 500 }))
    const { user } = renderApp('/upload')
    await user.upload(await screen.findByLabelText('Files to upload'), [new File(['hello'], 'a.txt', { type: 'text/plain' })])
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText(waiting)).toBeInTheDocument()
    expect(screen.queryByText(askForAddress)).toBeNull()
    release()
    expect(await screen.findByText(askForAddress)).toBeInTheDocument()
    expect(screen.queryByText(waiting)).toBeNull()
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Remove a.txt' })).toBeInTheDocument()
    expect(Object.keys(mockStore.state.files)).toHaveLength(0)
  })
})
