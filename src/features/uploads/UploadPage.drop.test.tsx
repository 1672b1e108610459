import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render'

const files = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => new File([`${prefix} ${i}`], `${prefix}-${i}.txt`, { type: 'text/plain' }))

function drop(zone: HTMLElement, list: readonly File[]) {
  const dataTransfer = new DataTransfer()
  for (const file of list) dataTransfer.items.add(file)
  fireEvent.drop(zone, { dataTransfer })
}

const listed = () => screen.getByTestId('queue-total-files')

describe('Upload page, a big drop', () => {
  it('lists every file of two drops, the second made while the first comes in', async () => {
    renderApp('/upload')
    const zone = await screen.findByTestId('dropzone')
    drop(zone, files(6_000, 'a'))
    expect(listed()).toHaveTextContent('0')
    // The Upload page keeps a file given twice twice, as it always did.
    drop(zone, files(4_000, 'a'))
    await waitFor(() => expect(listed()).toHaveTextContent('10,000'))
    expect(screen.getByRole('button', { name: 'Upload 10,000 files' })).toBeInTheDocument()
    expect(screen.getByText(/10,000 ready to upload/)).toBeInTheDocument()
  })

  it('asks to wait when Upload is pressed while files are still coming in', async () => {
    renderApp('/upload')
    const zone = await screen.findByTestId('dropzone')
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('dev@example.test'))
    drop(zone, files(5_000, 'a'))
    fireEvent.submit(screen.getByRole('form', { name: 'Upload files' }))
    expect(await screen.findByText('Some files are still being added: upload once they are all listed.')).toBeInTheDocument()
    await waitFor(() => expect(listed()).toHaveTextContent('5,000'))
    expect(screen.queryByText(/still being added/)).toBeNull()
    expect(screen.queryByRole('article')).toBeNull()
  })
})
