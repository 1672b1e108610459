import { afterEach, describe, expect, it, vi } from 'vitest'
import { askPersistence, persistence, readPersistence } from './storage-persistence'

const withStorage = (storage: object | undefined) =>
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage')
  persistence.setState('unknown', true)
})

describe('persistent storage', () => {
  it('where the browser has no StorageManager (WebKitGTK), asks nothing and knows nothing', async () => {
    withStorage(undefined)
    expect(await askPersistence()).toBe('unknown')
    expect(await readPersistence()).toBe('unknown')
    withStorage({})
    expect(await askPersistence()).toBe('unknown')
  })

  it('asks once per page and keeps the answer for what shows it', async () => {
    const storage = { persist: vi.fn(async () => false), persisted: vi.fn(async () => false) }
    withStorage(storage)
    expect(await askPersistence()).toBe('evictable')
    expect(await askPersistence()).toBe('evictable')
    expect(storage.persist).toHaveBeenCalledTimes(1)
    expect(persistence.getState()).toBe('evictable')
  })

  it('reads a grant without asking, and a refused question falls back to reading', async () => {
    withStorage({ persisted: async () => true })
    expect(await readPersistence()).toBe('persisted')
    const storage = { persist: vi.fn(() => Promise.reject(new Error('denied'))), persisted: async () => false }
    withStorage(storage)
    expect(await askPersistence()).toBe('evictable')
    expect(persistence.getState()).toBe('evictable')
  })
})
