import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { initCredentials } from '../../api/credentials'
import { createPublicApi } from '../../api/public-api'
import { createStorageApi } from '../../api/storage-api'
import { createQueryClient } from '../../app/query-client'
import { ServicesContext, type Services } from '../../app/services'
import { mockStore } from '../../mocks/node'
import { testConfig } from '../../test/render'
import ConsignmentPage from './ConsignmentPage'

/** renderApp opens a path without router state, which is how the Upload page hands over its result. */
function renderWithState(state: unknown) {
  initCredentials({ token: 'dev-token', publicKey: 'dev-public-key' })
  // Only what this page uses; the app's other services (the upload queue) are not needed here.
  const services = { config: testConfig, publicApi: createPublicApi(testConfig), storageApi: createStorageApi(testConfig) } as Services
  render(
    <ServicesContext value={services}>
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={[{ pathname: '/consignments/new', state }]}>
          <ConsignmentPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ServicesContext>,
  )
}

const prefill = { uuid: 'file-42', container: 'ctr-7', filename: 'photo.jpg', contentType: 'image/jpeg', size: '2048', checksum: 'abc123' }

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
    { uuid: 'file-42', container: 'ctr-7', filename: 'photo.jpg', contentType: 'image/jpeg', size: 2048, checksum: 'abc123', co_authors: [] },
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
