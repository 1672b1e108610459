import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { historyDb } from './history-db'
import { useHistory } from './use-history'
import { consignmentRecord, uploadRecord } from '../test/history-records'

function withClient() {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return { client, wrapper }
}

describe('reading history through React Query', () => {
  it('re-reads only the stores a write changed, once for all their readers', async () => {
    const { wrapper } = withClient()
    // The test setup's wipe, told by now.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const list = vi.spyOn(historyDb, 'list')
    const a = renderHook(() => useHistory('consignments'), { wrapper })
    const b = renderHook(() => useHistory('consignments'), { wrapper })
    const c = renderHook(() => useHistory('uploads'), { wrapper })
    await waitFor(() => expect(c.result.current.records).toEqual([]))
    await waitFor(() => expect(a.result.current.records).toEqual([]))
    const reads = (kind: string) => list.mock.calls.filter(([k]) => k === kind).length
    expect([reads('consignments'), reads('uploads')]).toEqual([1, 1])

    await historyDb.add('consignments', consignmentRecord('k1', 1))
    await historyDb.add('consignments', consignmentRecord('k2', 2))
    await waitFor(() => expect(b.result.current.records?.map((r) => r.id)).toEqual(['k2', 'k1']))
    expect(a.result.current.records?.map((r) => r.id)).toEqual(['k2', 'k1'])
    expect([reads('consignments'), reads('uploads')]).toEqual([2, 1])
  })

  it('a reader opened right after a write shows what was written, never the cache from before', async () => {
    const { wrapper } = withClient()
    await historyDb.add('uploads', uploadRecord('old'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const first = renderHook(() => useHistory('uploads'), { wrapper })
    await waitFor(() => expect(first.result.current.records?.map((r) => r.fileId)).toEqual(['old']))

    await historyDb.add('uploads', uploadRecord('new'))
    const seen: string[][] = []
    const next = renderHook(
      () => {
        const { records } = useHistory('uploads')
        if (records) seen.push(records.map((r) => r.fileId).sort())
        return records
      },
      { wrapper },
    )
    await waitFor(() => expect(next.result.current?.map((r) => r.fileId).sort()).toEqual(['new', 'old']))
    expect(seen.every((ids) => ids.includes('new'))).toBe(true)
  })
})
