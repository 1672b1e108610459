import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render'

const files = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => new File([`${prefix} ${i}`], `${prefix}-${i}.txt`, { type: 'text/plain', lastModified: 1 }))

function drop(zone: HTMLElement, list: readonly File[]) {
  const dataTransfer = new DataTransfer()
  for (const file of list) dataTransfer.items.add(file)
  fireEvent.drop(zone, { dataTransfer })
}

const summary = () => screen.getByTestId('staged-summary')
const shown = () => document.querySelectorAll('.staged-files li').length

// Thousands of files through happy-dom: more than vitest's 5 s default on a shared 2-core machine,
// and more than the 5 s a wait gives by default (src/test/setup.ts) when the machine is busy.
const allIn = { timeout: 25_000 }

describe('Send page, a big drop', { timeout: 60_000 }, () => {
  it('lists 8,000 dropped files once each, a slice at a time, and refuses them when dropped again', async () => {
    renderApp('/')
    const zone = await screen.findByTestId('send-dropzone')
    const many = files(8_000, 'a')
    drop(zone, many)
    // The drop only read its items: the files come after, a slice at a time.
    expect(summary()).toHaveTextContent('No files yet.')
    await waitFor(() => expect(summary()).toHaveTextContent(/^8,000 files, /), allIn)
    expect(shown()).toBe(201) // 200 rows and "and 7,800 more"
    expect(screen.getByText('and 7,800 more')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Send 8,000 files · / })).toBeInTheDocument()

    // The same files again, with two new ones: only the new ones are added, the rest are named as skipped.
    drop(zone, [...many, ...files(2, 'b')])
    await waitFor(() => expect(summary()).toHaveTextContent('8,002 files, '), allIn)
    expect(summary()).toHaveTextContent('— 8,000 already in the list, not added again')
    expect(screen.getByTestId('adding-files')).toHaveTextContent('')
  })

  it('takes a second drop made while the first is coming in: every file once, its duplicates refused', async () => {
    renderApp('/')
    const zone = await screen.findByTestId('send-dropzone')
    const first = files(6_000, 'a')
    drop(zone, first)
    // Before the first is all in: half of it again, and 1,000 new.
    drop(zone, [...first.slice(0, 3_000), ...files(1_000, 'b')])
    await waitFor(() => expect(summary()).toHaveTextContent(/^7,000 files, /), allIn)
    expect(summary()).toHaveTextContent('— 3,000 already in the list, not added again')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(summary()).toHaveTextContent(/^7,000 files, /)
  })

  it('asks to wait when Send is pressed while files are still coming in', async () => {
    const { user } = renderApp('/')
    await user.type(await screen.findByRole('textbox', { name: 'Recipients' }), 'ann@example.com{Enter}')
    await waitFor(() => expect(screen.getByLabelText('Your e-mail')).toHaveValue('dev@example.test'))
    drop(screen.getByTestId('send-dropzone'), files(5_000, 'a'))
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Some files are still being added: send once they are all listed.')).toBeInTheDocument()
    await waitFor(() => expect(summary()).toHaveTextContent(/^5,000 files, /), allIn)
    // Once all are in, the request to wait goes.
    expect(screen.queryByText(/still being added/)).toBeNull()
  })

  it('stops taking in a drop when Remove all is pressed', async () => {
    renderApp('/')
    const zone = await screen.findByTestId('send-dropzone')
    drop(zone, files(3, 'small'))
    await waitFor(() => expect(summary()).toHaveTextContent(/^3 files, /))
    drop(zone, files(10_000, 'a'))
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }))
    await waitFor(() => expect(summary()).toHaveTextContent('No files yet.'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(summary()).toHaveTextContent('No files yet.')
  })
})
