import { openDB } from 'idb'
import { describe, expect, it, vi } from 'vitest'
import { historyDb } from './history-db'
import { accountOf, historyScope } from './history-scope'

const upload = (fileId: string) => ({
  fileId,
  containerId: 'c',
  filename: `${fileId}.txt`,
  mime: 'text/plain',
  size: 1,
  checksum: 'x',
  createdAt: Date.now(),
})
const names = async () => (await historyDb.list('uploads')).map((r) => r.fileId).sort()

describe('history is kept per service and account', () => {
  it('shows, and clears, only the records of the configured service', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.add('uploads', upload('a1'))
    historyScope.setService('https://b.example/v1')
    await historyDb.add('uploads', upload('b1'))
    expect(await names()).toEqual(['b1'])
    await historyDb.clear()
    expect(await names()).toEqual([])
    historyScope.setService('https://a.example/v1')
    expect(await names()).toEqual(['a1'])
  })

  it('separates accounts once /me names them; records made before it was known stay visible', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.add('uploads', upload('before'))
    historyScope.setAccount(accountOf({ id: 'usr-ann' }))
    await historyDb.add('uploads', upload('ann'))
    historyScope.setAccount(accountOf({ email: 'bob@example.test' }))
    await historyDb.add('uploads', upload('bob'))
    expect(await names()).toEqual(['before', 'bob'])
    historyScope.setAccount('usr-ann')
    expect(await names()).toEqual(['ann', 'before'])
  })

  it('gives records written before scopes existed to the service the app is configured for', async () => {
    const raw = await openDB('consign-history', 1)
    await raw.put('uploads', upload('legacy'))
    raw.close()
    vi.resetModules()
    const fresh = await import('./history-scope')
    const { historyDb: reopened } = await import('./history-db')
    fresh.historyScope.setService('https://deployed.example/v1')
    expect((await reopened.list('uploads')).map((r) => r.fileId)).toContain('legacy')
    fresh.historyScope.setService('https://other.example/v1')
    expect((await reopened.list('uploads')).map((r) => r.fileId)).not.toContain('legacy')
  })

  it('reads an account id from whatever shape /me has', () => {
    expect(accountOf({ id: 'u1', email: 'a@b.c' })).toBe('u1')
    expect(accountOf({ user_id: ' u2 ' })).toBe('u2')
    expect(accountOf({ email: 'a@b.c' })).toBe('a@b.c')
    expect(accountOf({ id: 42, name: 'x' })).toBeUndefined()
  })
})
