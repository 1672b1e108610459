import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { historyDb } from '../../lib/history-db'
import { historyScope } from '../../lib/history-scope'
import { mockStore, server, testAddresses } from '../../mocks/node'
import { seedHistory } from '../../test/seed-history'
import { renderApp } from '../../test/render'

const at = (day: number) => Date.UTC(2025, 0, day, 12)

/** Records of the tool pages (Upload, Register, Transfer): no send, one entry per file. */
async function seedToolPages() {
  const bytes = new TextEncoder().encode('hello history')
  const stored = await mockStore.addFile('report <script>.txt', 'text/plain', bytes)
  const service = testAddresses.apiBaseUrl
  const upload = { containerId: stored.containerId, mime: 'text/plain', checksum: stored.checksum, service }
  await seedHistory({
    uploads: [
      { ...upload, fileId: stored.fileId, filename: 'report <script>.txt', size: bytes.byteLength, createdAt: at(1) },
      { ...upload, fileId: 'f-newer', filename: 'newer 🦊.png', size: 2048, createdAt: at(5) },
    ],
    consignments: [
      {
        id: 'cons-1',
        uuid: 'u-1',
        filename: 'plans.pdf',
        contentType: 'application/pdf',
        size: 10,
        co_authors: [],
        createdAt: at(2),
        service,
      },
    ],
    transfers: [
      {
        id: 'tr-1',
        consignmentId: 'cons-1',
        filename: 'plans.pdf',
        recipients: ['ana@example.test', 'bo@example.test'],
        createdAt: at(3),
        service,
      },
    ],
  })
  return stored
}

const entries = () => within(screen.getByRole('region', { name: /^Entries/ })).queryAllByRole('listitem')
const entryOf = async (title: RegExp) => (await screen.findByRole('heading', { level: 3, name: title })).closest('li')!

describe('History', () => {
  it('says History lives in this browser only, and whether the browser may delete it by itself', async () => {
    const { unmount } = renderApp('/history')
    const note = await screen.findByTestId('kept-here')
    expect(note).toHaveTextContent(
      /^This history lives in this browser only: .* clearing this site’s data in the browser deletes it\./,
    )
    expect(note).toHaveTextContent(
      'The browser may also delete it by itself when it runs short of space, or after 7 days without a visit (Safari).',
    )
    unmount()
    Object.defineProperty(navigator, 'storage', { value: { persisted: async () => true }, configurable: true })
    try {
      renderApp('/history')
      expect(await screen.findByText(/This browser has agreed to keep it until then\./)).toBeInTheDocument()
    } finally {
      Reflect.deleteProperty(navigator, 'storage')
    }
  })

  it('tells the person what to do when nothing was sent from this browser', async () => {
    renderApp('/history')
    expect(await screen.findByText(/Nothing sent from this browser yet/)).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Send files' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute('href', '/upload')
    expect(screen.getByRole('heading', { name: 'Entries (0)' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear all history' })).toBeNull()
  })

  it("copies a past send's links, made anew at the click; a refusal is said with the service's words", async () => {
    const first = renderApp('/')
    const chosen = ['a.txt', 'b.txt'].map((name) => new File([`bytes of ${name}`], name, { type: 'text/plain' }))
    await first.user.upload(await screen.findByLabelText('Choose files to send'), chosen)
    await first.user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.com{Enter}')
    await first.user.click(screen.getByRole('button', { name: /^Send 2 files · / }))
    expect(await screen.findByText('2 of 2 files sent.')).toBeInTheDocument()
    first.unmount()

    // Another visit: nothing of the first page's links is held.
    const { user, unmount } = renderApp('/history')
    const entry = await entryOf(/^[ab]\.txt and 1 more file$/)
    const before = Object.keys(mockStore.state.links).length
    // Each entry has one: heard with the entry it copies.
    const copyAll = within(entry).getByRole('button', { name: 'Copy all links' })
    expect(copyAll).toHaveAccessibleDescription(/^[ab]\.txt and 1 more file$/)
    await user.click(copyAll)
    await waitFor(() => expect(within(entry).getByRole('status')).toHaveTextContent('Copied'))
    const copied = (await navigator.clipboard.readText()).split('\n')
    expect(copied).toHaveLength(2)
    expect(Object.keys(mockStore.state.links)).toHaveLength(before + 2)
    const served = copied.map(
      (href) => mockStore.fileForLink(decodeURIComponent(new URL(href).pathname.split('/').at(-2)!))?.name,
    )
    expect(served.sort()).toEqual(['a.txt', 'b.txt'])

    server.use(
      http.post(`${testAddresses.storageUrl}/download`, () =>
        HttpResponse.json({ success: false, message: 'Storage is read-only today', context: 'fileId' }, { status: 400 }),
      ),
    )
    await navigator.clipboard.writeText('untouched')
    unmount()
    const later = renderApp('/history')
    await later.user.click(await screen.findByRole('button', { name: 'Copy all links' }))
    expect(
      await screen.findByText('Could not make the links: The request was refused: Storage is read-only today'),
    ).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('untouched')
  })

  it('shows a send of three files as one entry, its ids behind a keyboard disclosure', async () => {
    const { user } = renderApp('/')
    const chosen = ['a.txt', 'b.txt', 'c.txt'].map((name) => new File([`bytes of ${name}`], name, { type: 'text/plain' }))
    await user.upload(await screen.findByLabelText('Choose files to send'), chosen)
    await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.com bob@example.org{Enter}')
    await user.type(screen.getByLabelText('Message (optional)'), 'Three for you')
    const sender = screen.getByLabelText('Your e-mail')
    await user.clear(sender)
    await user.type(sender, 'me@example.com')
    await user.click(screen.getByRole('button', { name: /^Send 3 files · / }))
    expect(await screen.findByText('3 of 3 files sent.')).toBeInTheDocument()

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'History' }))
    expect(await screen.findByRole('heading', { name: 'Entries (1)' })).toBeInTheDocument()
    expect(entries()).toHaveLength(1)
    const entry = entries()[0]!
    expect(within(entry).getByRole('heading', { level: 3 })).toHaveTextContent(/^[abc]\.txt and 2 more files$/)
    expect(entry).toHaveTextContent('All 3 delivered')
    expect(entry).toHaveTextContent('Send of 3 files to 2 recipients')
    expect(entry).toHaveTextContent(/To\s*ann@example\.com, bob@example\.org/)
    expect(entry).toHaveTextContent(/Message\s*Three for you/)
    expect(entry).toHaveTextContent(/From\s*me@example\.com/)

    const transferIds = Object.keys(mockStore.state.transfers)
    const disclosure = within(entry).getByRole('button', { name: /^Ids and download links/ })
    expect(disclosure).toHaveAttribute('aria-expanded', 'false')
    for (const id of transferIds) expect(entry).not.toHaveTextContent(id)
    disclosure.focus()
    await user.keyboard('{Enter}')
    expect(disclosure).toHaveAttribute('aria-expanded', 'true')
    const details = document.getElementById(disclosure.getAttribute('aria-controls')!)!
    for (const id of [...transferIds, ...Object.keys(mockStore.state.consignments), ...Object.keys(mockStore.state.files)])
      expect(details).toHaveTextContent(id)
    expect(within(details).getAllByRole('button', { name: 'Generate download link' })).toHaveLength(3)
    await user.keyboard(' ')
    expect(disclosure).toHaveAttribute('aria-expanded', 'false')
    expect(details).not.toBeVisible()
  })

  it('shows the tool pages’ records one entry per file, as text', async () => {
    await seedToolPages()
    renderApp('/history')
    expect(await screen.findByRole('heading', { name: 'Entries (3)' })).toBeInTheDocument()
    expect(entries().map((e) => within(e).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'newer 🦊.png',
      'plans.pdf',
      'report <script>.txt',
    ])
    expect(document.querySelector('main script')).toBeNull()
    const plans = await entryOf(/^plans\.pdf/)
    expect(plans).toHaveTextContent('Delivered')
    expect(plans).toHaveTextContent('ana@example.test, bo@example.test')
  })

  it('searches by file name, recipient or id', async () => {
    await seedToolPages()
    const { user } = renderApp('/history')
    const search = await screen.findByRole('searchbox', { name: 'Search history' })
    await user.type(search, 'BO@example')
    expect(screen.getByRole('heading', { name: 'Entries (1 of 3)' })).toBeInTheDocument()
    expect(screen.getByText('1 of 3 entries match.')).toBeInTheDocument()
    expect(entries()[0]).toHaveTextContent('plans.pdf')
    await user.clear(search)
    await user.type(search, 'f-newer')
    expect(entries().map((e) => e.querySelector('h3')?.textContent)).toEqual(['newer 🦊.png'])
    await user.clear(search)
    await user.type(search, 'report <script>')
    expect(entries().map((e) => e.querySelector('h3')?.textContent)).toEqual(['report <script>.txt'])
    await user.type(search, ' nobody')
    expect(screen.getByText('No entry matches the search.')).toBeInTheDocument()
  })

  it('generates a fresh download link for a file on demand', async () => {
    await seedToolPages()
    const { user } = renderApp('/history')
    const item = await entryOf(/^report <script>\.txt/)
    await user.click(within(item).getByRole('button', { name: /^Ids and download links/ }))
    await user.click(within(item).getByRole('button', { name: 'Generate download link' }))
    const link = await within(item).findByRole('link', { name: /^http:\/\/storage\.test\/files\// })
    const response = await fetch(link.getAttribute('href')!)
    expect(await response.text()).toBe('hello history')
  })

  it('offers to send a transfer of a consignment, with its id filled in', async () => {
    await seedToolPages()
    const { user } = renderApp('/history')
    await user.click(within(await entryOf(/^plans\.pdf/)).getByRole('button', { name: /^Ids and download links/ }))
    await user.click(screen.getByRole('link', { name: 'Send a transfer of plans.pdf' }))
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Transfer' })).toHaveAttribute('aria-current', 'page'))
    expect(await screen.findByRole('textbox', { name: /^Consignment id/ })).toHaveValue('cons-1')
  })

  it('removes one entry after an inline confirmation; Cancel keeps it', async () => {
    await seedToolPages()
    const { user } = renderApp('/history')
    const plans = await entryOf(/^plans\.pdf/)
    await user.click(within(plans).getByRole('button', { name: /^Ids and download links/ }))
    await user.click(within(plans).getByRole('button', { name: 'Remove from history' }))
    expect(within(plans).getByRole('button', { name: 'Yes, clear' })).toHaveFocus()
    await user.click(within(plans).getByRole('button', { name: 'Cancel' }))
    expect(within(plans).getByRole('button', { name: 'Remove from history' })).toHaveFocus()

    await user.click(within(plans).getByRole('button', { name: 'Remove from history' }))
    await user.click(within(plans).getByRole('button', { name: 'Yes, clear' }))
    expect(await screen.findByRole('heading', { name: 'Entries (2)' })).toHaveFocus()
    expect(screen.getByText("Removed “plans.pdf” from this browser's history.")).toBeInTheDocument()
    expect(await historyDb.list('transfers')).toEqual([])
    expect(await historyDb.list('uploads')).toHaveLength(2)
  })

  it('names 3 of a send’s 295 recipients and "and 292 more", all of them on request', async () => {
    const recipients = Array.from({ length: 295 }, (_, i) => `person${i}@example.com`)
    await historyDb.writeSend(
      { id: 's-many', createdAt: at(4), recipients, coAuthors: [], files: [{ name: 'plan.pdf', size: 10 }] },
      [],
    )
    const { user } = renderApp('/history')
    const entry = await entryOf(/^plan\.pdf$/)
    const to = within(entry).getByText('To').nextElementSibling as HTMLElement
    expect(to).toHaveTextContent(/^person0@example\.com, person1@example\.com, person2@example\.com and 292 more recipients$/)
    await user.click(within(entry).getByRole('button', { name: '292 more recipients' }))
    expect(to.querySelectorAll('bdi')).toHaveLength(295)
    expect(to).toHaveTextContent(/, person294@example\.com show fewer recipients$/)
  })

  it('clears all of this service’s history, and only it, after confirming', async () => {
    await seedToolPages()
    historyScope.setService('https://other.example/v1')
    await historyDb.add('uploads', {
      fileId: 'elsewhere',
      containerId: 'c',
      filename: 'x',
      mime: 'x',
      size: 1,
      checksum: 'x',
      createdAt: at(1),
    })
    historyScope.setService(testAddresses.apiBaseUrl)
    const { user } = renderApp('/history')
    await user.click(await screen.findByRole('button', { name: 'Clear all history' }))
    expect(screen.getByText('Remove all 3 entries from this browser?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }))
    expect(await screen.findByRole('heading', { name: 'Entries (0)' })).toHaveFocus()
    expect(await historyDb.list('consignments')).toEqual([])
    historyScope.setService('https://other.example/v1')
    expect((await historyDb.list('uploads')).map((u) => u.fileId)).toEqual(['elsewhere'])
  })
})
