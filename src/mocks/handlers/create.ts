import type { MockStore } from '../store'
import { controlHandlers } from './control'
import { publicHandlers } from './public'
import { storageHandlers } from './storage'

export type MockAddresses = { apiBaseUrl: string; storageUrl: string }

export function createHandlers(store: MockStore, { apiBaseUrl, storageUrl }: MockAddresses) {
  return [
    ...controlHandlers(store, new URL(apiBaseUrl).origin),
    ...publicHandlers(store, apiBaseUrl),
    ...storageHandlers(store, storageUrl),
  ]
}
