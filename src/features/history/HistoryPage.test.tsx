import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { historyDb } from '../../lib/history-db'
import { mockStore } from '../../mocks/node'
import { renderApp } from '../../test/render'

const at = (day: number) => Date.UTC(2025, 0, day, 12)

async function seed() {
  const bytes = new TextEncoder().encode('hello history')
  const stored = await mockStore.addFile('report <script>.txt', 'text/plain', bytes)
  await historyDb.add('uploads', {
    fileId: stored.fileId,
    containerId: stored.containerId,
    filename: 'report <script>.txt',
    mime: 'text/plain',
    size: bytes.byteLength,
    checksum: stored.checksum,
    createdAt: at(1),
  })
  await historyDb.add('uploads', {
    fileId: 'f-newer',
    containerId: 'c-2',
    filename: 'newer 🦊.png',
    mime: 'image/png',
    size: 2048,
    checksum: 'ab',
    createdAt: at(5),
  })
  await historyDb.add('consignments', {
    id: 'cons-1',
    uuid: 'u-1',
    filename: 'plans.pdf',
    contentType: 'application/pdf',
    size: 10,
    createdAt: at(2),
  })
  await historyDb.add('transfers', {
    id: 'tr-1',
    consignmentId: 'cons-1',
    filename: 'plans.pdf',
    recipients: ['ana@example.test', 'bo@example.test'],
    createdAt: at(3),
  })
}

describe('History', () => {
  it('tells the person what to do when nothing was sent from this browser', async () => {
    renderApp('/history')
    expect(await screen.findByText(/No uploads yet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload')
    expect(screen.getByRole('link', { name: 'Register a consignment' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Transfers (0)' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear all history' })).toBeNull()
  })

  it('lists each kind newest first with counts, as text, and filters by name, id or e-mail', async () => {
    await seed()
    const { user } = renderApp('/history')
    const uploads = await screen.findByRole('region', { name: 'Uploads (2)' })
    const titles = within(uploads)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(titles[0]).toMatch(/^newer 🦊\.png/)
    expect(titles[1]).toMatch(/^report <script>\.txt/)
    expect(document.querySelector('main script')).toBeNull()
    expect(screen.getByRole('region', { name: 'Consignments (1)' })).toHaveTextContent('cons-1')

    const search = screen.getByRole('searchbox', { name: 'Search history' })
    await user.type(search, 'BO@example')
    expect(screen.getByRole('region', { name: 'Transfers (1 of 1)' })).toHaveTextContent('ana@example.test, bo@example.test')
    expect(screen.getByRole('region', { name: 'Uploads (0 of 2)' })).toHaveTextContent('No uploads match the search.')
    await user.clear(search)
    await user.type(search, 'f-newer')
    expect(screen.getByRole('region', { name: 'Uploads (1 of 2)' })).toHaveTextContent('newer 🦊.png')
  })

  it('generates a fresh download link for an upload on demand', async () => {
    await seed()
    const { user } = renderApp('/history')
    const uploads = await screen.findByRole('region', { name: 'Uploads (2)' })
    const item = within(uploads)
      .getByRole('heading', { name: /report <script>\.txt/ })
      .closest('li')!
    await user.click(within(item as HTMLElement).getByRole('button', { name: 'Generate download link' }))
    const link = await within(item as HTMLElement).findByRole('link', { name: /^http:\/\/storage\.test\/files\// })
    const response = await fetch(link.getAttribute('href')!)
    expect(await response.text()).toBe('hello history')
  })

  it('offers to send a transfer of a consignment, with its id filled in', async () => {
    await seed()
    const { user } = renderApp('/history')
    await user.click(await screen.findByRole('link', { name: 'Send a transfer of plans.pdf' }))
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Transfer' })).toHaveAttribute('aria-current', 'page'))
    expect(await screen.findByRole('textbox', { name: /^Consignment id/ })).toHaveValue('cons-1')
  })

  it('clears one kind only after an inline confirmation, and Cancel keeps it', async () => {
    await seed()
    const { user } = renderApp('/history')
    const uploads = await screen.findByRole('region', { name: 'Uploads (2)' })
    await user.click(within(uploads).getByRole('button', { name: 'Clear uploads' }))
    expect(within(uploads).getByRole('button', { name: 'Yes, clear' })).toHaveFocus()
    await user.click(within(uploads).getByRole('button', { name: 'Cancel' }))
    expect(within(uploads).getByRole('button', { name: 'Clear uploads' })).toHaveFocus()
    expect(await historyDb.list('uploads')).toHaveLength(2)

    await user.click(within(uploads).getByRole('button', { name: 'Clear uploads' }))
    await user.click(within(uploads).getByRole('button', { name: 'Yes, clear' }))
    expect(await screen.findByRole('region', { name: 'Uploads (0)' })).toHaveTextContent('No uploads yet')
    expect(screen.getByRole('region', { name: 'Consignments (1)' })).toBeInTheDocument()
    expect(screen.getByText('Cleared the uploads history.')).toBeInTheDocument()
  })

  it('clears everything with "Clear all history"', async () => {
    await seed()
    const { user } = renderApp('/history')
    await user.click(await screen.findByRole('button', { name: 'Clear all history' }))
    expect(screen.getByText('Remove all 4 entries from this browser?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Transfers (0)' })).toBeInTheDocument())
    expect(await historyDb.list('consignments')).toEqual([])
  })
})
