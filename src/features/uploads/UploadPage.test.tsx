import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { historyDb } from '../../lib/history-db'
import { mockStore } from '../../mocks/node'
import { renderApp, replaceSender } from '../../test/render'

// ASCII only: happy-dom encodes multipart file names as Latin-1; e2e covers emoji names.
const odd = 'notes <script>alert(1)</script>.txt'

async function pickAndUpload(user: ReturnType<typeof renderApp>['user'], files: File[]) {
  await user.upload(await screen.findByLabelText('Files to upload'), files)
  await replaceSender(user, 'E-mail', 'ann@example.com')
  await user.click(screen.getByRole('button', { name: files.length > 1 ? `Upload ${files.length} files` : 'Upload' }))
}

const rowOf = (name: string) => screen.getByRole('article', { name })

// 0-byte files are covered in e2e: happy-dom drops an empty File from a multipart body.
describe('Upload page', () => {
  it('uploads picked files and shows what the server returned, verified, and remembers them', async () => {
    const { user } = renderApp('/upload')
    await pickAndUpload(user, [new File(['hello'], odd, { type: 'text/plain' }), new File([new Uint8Array(2048)], 'zeros.bin')])
    expect(await within(await screen.findByRole('article', { name: odd })).findByText('Uploaded.')).toBeInTheDocument()
    const row = rowOf(odd)
    expect(within(row).getByText('Size').nextElementSibling).toHaveTextContent('5 bytes')
    // SHA-256 of "hello", computed here and by the mock
    expect(within(row).getByText('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824')).toBeInTheDocument()
    expect(within(row).getByText('✓ matches the checksum computed in this browser')).toBeInTheDocument()
    expect(within(row).getByText('text/plain')).toBeInTheDocument()
    expect(document.querySelector('main script')).toBeNull()
    expect(await within(rowOf('zeros.bin')).findByText('Uploaded.')).toBeInTheDocument()
    expect(within(rowOf('zeros.bin')).getByText('Size').nextElementSibling).toHaveTextContent('2.0 kB (2,048 bytes)')
    expect(screen.getByTestId('queue-total-files')).toHaveTextContent('2')
    expect(await screen.findByRole('complementary', { name: 'Upload manager' })).toHaveTextContent('2 of 2 done')
    // History is written a moment after the row says so (a send never waits on IndexedDB).
    await vi.waitFor(async () =>
      expect((await historyDb.list('uploads')).map((u) => u.filename).sort()).toEqual([odd, 'zeros.bin'].sort()),
    )

    await user.click(within(rowOf(odd)).getByRole('button', { name: 'Register as consignment' }))
    expect(await screen.findByText(`Filled from the upload of ${odd}. Check the fields, then register.`)).toBeInTheDocument()
    expect(screen.getByLabelText('Size in bytes (required)')).toHaveValue('5')
    expect(screen.getByLabelText('Content type (required)')).toHaveValue('text/plain')
  })

  it('asks for files and a valid e-mail, keeping what was typed', async () => {
    const { user } = renderApp('/upload')
    await replaceSender(user, 'E-mail', 'ann@')
    await user.click(screen.getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText('Choose at least one file to upload.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@')
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows why an upload was refused, and Retry sends it again', async () => {
    mockStore.control({ faults: [{ endpoint: 'upload', status: 422, skip: 0, times: 1 }] })
    const { user } = renderApp('/upload')
    await pickAndUpload(user, [new File(['x'], 'refused.txt', { type: 'text/plain' })])
    // Shown, not an alert: the send's one voice says it (SendAnnouncer.test.tsx).
    const alert = (await within(rowOf('refused.txt')).findByText('The upload of refused.txt failed')).closest('.alert')
    expect(alert).toHaveTextContent('The upload of refused.txt failed')
    expect(alert).toHaveTextContent('Required information is missing: Forced 422 by the mock')
    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@example.com')
    await user.click(within(rowOf('refused.txt')).getByRole('button', { name: 'Retry refused.txt' }))
    expect(await within(rowOf('refused.txt')).findByText('Uploaded.')).toBeInTheDocument()
  })

  it('fails a file whose checksum the server got wrong, and offers no link or registration', async () => {
    mockStore.control({ faults: [{ endpoint: 'upload', wrongChecksum: true, skip: 0, times: 1 }] })
    const { user } = renderApp('/upload')
    await pickAndUpload(user, [new File(['hello'], 'tampered.txt', { type: 'text/plain' })])
    const row = await screen.findByRole('article', { name: 'tampered.txt' })
    expect(await within(row).findByText('Checksum mismatch: tampered.txt did not arrive intact')).toBeInTheDocument()
    expect(within(row).getByText('Do not use this upload')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: 'Register as consignment' })).toBeNull()
    expect(within(row).queryByRole('button', { name: 'Generate download link' })).toBeNull()
    expect(await historyDb.list('uploads')).toEqual([])
  })

  it('sends the person to settings when the storage key is refused', async () => {
    const { user } = renderApp('/upload', { credentials: { token: 'dev-token', publicKey: 'wrong' } })
    await pickAndUpload(user, [new File(['x'], 'a.txt')])
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
  })
})
