import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { historyDb } from '../lib/history-db'
import { historyQueries } from '../lib/use-history'
import type { PublicApi } from './public-api'
import { publicQueries } from './queries'

describe('the queries a first render starts', () => {
  it('send their requests and reads in a task of their own, not in the one that started them', async () => {
    const api = { baseUrl: 'http://api.test', count: vi.fn(async () => 3), me: vi.fn(async () => ({})) }
    const list = vi.spyOn(historyDb, 'list').mockResolvedValue([])
    const client = new QueryClient()
    const started = [
      client.fetchQuery(publicQueries.count(api as unknown as PublicApi, true)),
      client.fetchQuery(publicQueries.me(api as unknown as PublicApi, true)),
      client.fetchQuery(historyQueries.kind('sends')),
    ]
    // Started (the queries are fetching), yet nothing asked of the network or IndexedDB in this task.
    expect(client.isFetching()).toBe(3)
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect([api.count.mock.calls.length, api.me.mock.calls.length, list.mock.calls.length]).toEqual([0, 0, 0])
    expect(await Promise.all(started)).toEqual([3, {}, []])
    expect([api.count.mock.calls.length, api.me.mock.calls.length, list.mock.calls.length]).toEqual([1, 1, 1])
  })

  it('send no request once cancelled before their task comes (the page left)', async () => {
    const api = { baseUrl: 'http://api.test', count: vi.fn(async () => 3), me: vi.fn(async () => ({})) }
    const client = new QueryClient()
    const started = client.fetchQuery(publicQueries.count(api as unknown as PublicApi, true)).catch(() => 'cancelled')
    await client.cancelQueries()
    expect(await started).toBe('cancelled')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(api.count).not.toHaveBeenCalled()
  })
})
