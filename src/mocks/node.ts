import { setupServer } from 'msw/node'
import { createHandlers } from './handlers/create'
import { createMockStore } from './store'

/** Addresses the unit tests' config points at; any other request fails the test. */
export const testAddresses = {
  apiBaseUrl: 'http://api.test/v1/public',
  storageUrl: 'http://storage.test',
}

export const mockStore = createMockStore('sha256')
export const server = setupServer(...createHandlers(mockStore, testAddresses))
