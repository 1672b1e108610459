import { render, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import userEvent from '@testing-library/user-event'
import { initCredentials } from '../api/credentials'
import { App } from '../app/App'
import { createQueryClient } from '../app/query-client'
import type { AppConfig } from '../config/schema'
import type { QueueFactory } from '../shared/services'
import { testAddresses } from '../mocks/node'

export const testConfig: AppConfig = {
  ...testAddresses,
  mock: false,
  checksumAlgorithm: 'sha256',
  expirationUnit: 'days',
  uploadConcurrency: 3,
  requestTimeoutMs: 2000,
  resumeStorageBudgetMb: 500,
  sendJournal: true,
}

/** The whole app at a path, against msw/node, with a fresh QueryClient that does not retry. */
export function renderApp(
  path: string,
  options: {
    config?: Partial<AppConfig>
    credentials?: { token: string; publicKey: string }
    uploadQueueFactory?: QueueFactory
  } = {},
) {
  initCredentials(options.credentials ?? { token: 'dev-token', publicKey: 'dev-public-key' })
  const queryClient = createQueryClient({ retry: false })
  const user = userEvent.setup()
  const view = render(
    <App
      config={{ ...testConfig, ...options.config }}
      queryClient={queryClient}
      initialPath={path}
      uploadQueueFactory={options.uploadQueueFactory}
    />,
  )
  return { ...view, user, queryClient }
}

/** The sender field once /me's address has been filled in, replaced by `value` as a person would. */
export async function replaceSender(user: ReturnType<typeof renderApp>['user'], label: string, value: string) {
  const field = await screen.findByLabelText(label)
  await waitFor(() => expect(field).toHaveValue('dev@example.test'))
  await user.clear(field)
  if (value) await user.type(field, value)
}
