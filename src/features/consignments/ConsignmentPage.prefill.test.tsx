import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { mockStore } from '../../mocks/node'
import { renderApp } from '../../test/render'

/** The Upload page hands its result over in history state, as navigate('/consignments/new', { state }) does. */
function renderWithState(state: unknown) {
  window.history.replaceState(state, '', '/consignments/new')
  renderApp('/consignments/new')
}

const prefill = {
  uuid: 'file-42',
  container: 'ctr-7',
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  size: '2048',
  checksum: 'abc123',
}

it('fills the form from an upload, says so, and registers it with those values', async () => {
  sessionStorage.setItem('draft:consignment', JSON.stringify({ filename: 'an older draft' }))
  renderWithState({ prefill })
  expect(await screen.findByText(/Filled from the upload of photo.jpg/)).toBeInTheDocument()
  expect(screen.getByLabelText(/Consignment id/)).toHaveValue('file-42')
  expect(screen.getByLabelText('Container (optional)')).toHaveValue('ctr-7')
  expect(screen.getByLabelText('File name (required)')).toHaveValue('photo.jpg')
  expect(screen.getByLabelText('Content type (required)')).toHaveValue('image/jpeg')
  expect(screen.getByLabelText('Size in bytes (required)')).toHaveValue('2048')
  expect(screen.getByLabelText('Checksum (optional)')).toHaveValue('abc123')

  await userEvent.click(screen.getByRole('button', { name: 'Register consignment' }))
  await screen.findByTestId('consignment-id')
  expect(Object.values(mockStore.state.consignments)).toMatchObject([
    {
      uuid: 'file-42',
      container: 'ctr-7',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      size: 2048,
      checksum: 'abc123',
      co_authors: [],
    },
  ])
})

it('ignores router state that is not a prefill', async () => {
  renderWithState({ prefill: 'nonsense' })
  await screen.findByRole('heading', { name: 'Register a consignment' })
  expect(screen.queryByText(/Filled from the upload/)).not.toBeInTheDocument()
  expect(screen.getByLabelText('File name (required)')).toHaveValue('')
})

it('keeps the good fields of a prefill whose size is not a number', async () => {
  renderWithState({ prefill: { ...prefill, size: Number.NaN } })
  expect(await screen.findByText(/Filled from the upload of photo.jpg/)).toBeInTheDocument()
  expect(screen.getByLabelText('File name (required)')).toHaveValue('photo.jpg')
  expect(screen.getByLabelText('Size in bytes (required)')).toHaveValue('')
})
