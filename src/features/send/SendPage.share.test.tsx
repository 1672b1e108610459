import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropShares, keepShare, listShares } from '../../lib/shares'
import { renderApp } from '../../test/render'
import { keepBlobsInIndexedDb } from '../../test/idb-blobs'
import { shareRecipients } from './shared-files'

afterEach(async () => {
  await dropShares((await listShares()).map((s) => s.id))
  vi.unstubAllGlobals()
})

describe('files shared from another app', () => {
  it('are listed on the Send page, the addresses of the shared text become recipients, and the address loses its ?share=', async () => {
    keepBlobsInIndexedDb()
    const id = await keepShare({
      files: [new File(['a'], 'holiday.jpg', { type: 'image/jpeg' }), new File(['bb'], 'notes.txt', { type: 'text/plain' })],
      title: 'Trip',
      text: 'For Ann Lee <ann@example.com> and bob@example.org',
      url: '',
    })
    renderApp(`/?share=${id}`)
    expect(await screen.findByText('2 files shared from another app are listed below.', { exact: false })).toBeInTheDocument()
    expect(await screen.findByText('holiday.jpg')).toBeInTheDocument()
    expect(screen.getByText('notes.txt')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Remove ann@example.com' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove bob@example.org' })).toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('says so when the share the page was opened for never reached the app', async () => {
    renderApp('/?share=unreached')
    expect(await screen.findByRole('alert')).toHaveTextContent('The shared files did not reach the app.')
    await act(() => Promise.resolve())
    expect(screen.queryByText(/shared from another app/)).not.toBeInTheDocument()
  })

  it('name each address of their title and text once, whatever its case, and nothing that is not one', () => {
    expect(
      shareRecipients([
        { title: 'To ann@example.com', text: 'Ann@Example.com; not an address, mailto:eve@example.net' },
        { title: '', text: 'bob at example.org' },
      ]),
    ).toEqual(['ann@example.com', 'eve@example.net'])
  })
})
