import type { AppConfig } from './schema'

export const checksumAlgorithms = ['sha256', 'sha1', 'md5', 'sha512'] as const
export const expirationUnits = ['days', 'hours', 'seconds', 'unix-seconds', 'unix-ms'] as const

/** Mock addresses: relative, so the dev server's own origin serves them through MSW. */
export const MOCK_API_PATH = '/mock/v1/public'
export const MOCK_STORAGE_PATH = '/mock/storage'

export function configDefaults(isDev: boolean): AppConfig {
  return {
    apiBaseUrl: MOCK_API_PATH,
    storageUrl: MOCK_STORAGE_PATH,
    mock: isDev,
    checksumAlgorithm: 'sha256',
    expirationUnit: 'days',
    uploadConcurrency: 3,
    requestTimeoutMs: 30000,
    resumeStorageBudgetMb: 500,
    sendJournal: true,
  }
}
