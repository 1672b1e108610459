import { describe, expect, it, vi } from 'vitest'
import { HISTORY_DB_NAME, HISTORY_DB_VERSION, historyDb } from './history-db'
import { yieldToBrowser } from './yield-to-browser'
import { rawHistory } from '../test/raw-history'
import { accountOf, historyScope } from './history-scope'
import { consignmentRecord, uploadRecord } from '../test/history-records'

const names = async () => (await historyDb.list('uploads')).map((r) => r.fileId).sort()

describe('history is kept per service and account', () => {
  it('shows, and clears, only the records of the configured service', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.add('uploads', uploadRecord('a1'))
    historyScope.setService('https://b.example/v1')
    await historyDb.add('uploads', uploadRecord('b1'))
    expect(await names()).toEqual(['b1'])
    await historyDb.clear()
    expect(await names()).toEqual([])
    historyScope.setService('https://a.example/v1')
    expect(await names()).toEqual(['a1'])
  })

  it('separates accounts once /me names them; records made before it was known stay visible', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.add('uploads', uploadRecord('before'))
    historyScope.setAccount(accountOf({ id: 'usr-ann' }))
    await historyDb.add('uploads', uploadRecord('ann'))
    historyScope.setAccount(accountOf({ email: 'bob@example.test' }))
    await historyDb.add('uploads', uploadRecord('bob'))
    expect(await names()).toEqual(['before', 'bob'])
    historyScope.setAccount('usr-ann')
    expect(await names()).toEqual(['ann', 'before'])
  })

  it('reads an account id from whatever shape /me has', () => {
    expect(accountOf({ id: 'u1', email: 'a@b.c' })).toBe('u1')
    expect(accountOf({ user_id: ' u2 ' })).toBe('u2')
    expect(accountOf({ email: 'a@b.c' })).toBe('a@b.c')
    expect(accountOf({ id: 42, name: 'x' })).toBeUndefined()
  })

  it('opens one schema, version 1 of database consign, with every store and index', async () => {
    const raw = await rawHistory()
    expect([raw.name, raw.version]).toEqual([HISTORY_DB_NAME, HISTORY_DB_VERSION])
    expect([HISTORY_DB_NAME, HISTORY_DB_VERSION]).toEqual(['consign', 1])
    const indexes = Object.fromEntries(
      [...raw.objectStoreNames].map((name) => [name, [...raw.transaction(name).store.indexNames].sort()]),
    )
    expect(indexes).toEqual({
      consignments: ['createdAt', 'sendId'],
      journal: ['sendId'],
      kept: ['sendId'],
      sends: ['createdAt'],
      transfers: ['createdAt', 'sendId'],
      uploads: ['createdAt'],
    })
    raw.close()
  })

  it('removes the records of one entry, by key, in one go', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.add('uploads', uploadRecord('keep'))
    await historyDb.add('uploads', uploadRecord('gone'))
    await historyDb.add('sends', { id: 's1', createdAt: 1, recipients: [], coAuthors: [], files: [] })
    await historyDb.remove({ uploads: ['gone'], sends: ['s1'] })
    expect(await names()).toEqual(['keep'])
    expect(await historyDb.list('sends')).toEqual([])
  })
})

/** Counts the read-write transactions opened from now on. */
function countWrites() {
  const original = IDBDatabase.prototype.transaction
  const seen = { readwrite: 0 }
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    if (args[1] === 'readwrite') seen.readwrite += 1
    return original.apply(this, args)
  })
  return seen
}

describe('writing history in batches', () => {
  const transfer = (id: string) => ({ id, consignmentId: id, recipients: ['a@example.test'], createdAt: 1 })

  it('writes the records of a burst (a send of many files) in one transaction, not one per record', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.list('uploads')
    const seen = countWrites()
    const ids = Array.from({ length: 10 }, (_, i) => `r${i}`)
    await Promise.all(
      ids.flatMap((id) => [
        historyDb.add('uploads', uploadRecord(id)),
        historyDb.add('consignments', consignmentRecord(id)),
        historyDb.add('transfers', transfer(id)),
      ]),
    )
    expect(seen.readwrite).toBe(1)
    expect(await names()).toEqual([...ids].sort())
    expect((await historyDb.list('consignments')).map((c) => c.id).sort()).toEqual([...ids].sort())
    expect((await historyDb.list('transfers')).map((t) => t.id).sort()).toEqual([...ids].sort())
  })

  it('resolves each write once it is stored, and writes what is asked for meanwhile in the next transaction', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.list('uploads')
    const seen = countWrites()
    const first = historyDb.add('uploads', uploadRecord('one'))
    // A new task: the first write's transaction is under way.
    await yieldToBrowser()
    const second = historyDb.add('uploads', uploadRecord('two'))
    const third = historyDb.add('uploads', uploadRecord('three'))
    await first
    expect(await names()).toContain('one')
    await Promise.all([second, third])
    expect(await names()).toEqual(['one', 'three', 'two'])
    expect(seen.readwrite).toBe(2)
  })

  it('writes what is asked for in one task in one transaction, however deep in its promises', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.list('uploads')
    const seen = countWrites()
    const writes = [historyDb.add('uploads', uploadRecord('one'))]
    // As a send asks: History's record of an upload, then the journal's entry a few promises later.
    for (let i = 0; i < 5; i++) await Promise.resolve()
    writes.push(historyDb.add('uploads', uploadRecord('two')))
    await Promise.all(writes)
    expect(await names()).toEqual(['one', 'two'])
    expect(seen.readwrite).toBe(1)
  })

  it('fails only the write the browser refuses; the others of its batch are stored', async () => {
    historyScope.setService('https://a.example/v1')
    const refused = { ...uploadRecord('bad'), checksum: () => 'no' } as unknown as ReturnType<typeof uploadRecord>
    const results = await Promise.allSettled([
      historyDb.add('uploads', uploadRecord('good')),
      historyDb.add('uploads', refused),
      historyDb.add('uploads', uploadRecord('fine')),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await names()).toEqual(['fine', 'good'])
  })

  it('lands a write asked for before a clear before it: the clear leaves nothing', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.list('uploads')
    const written = historyDb.add('uploads', uploadRecord('late'))
    await historyDb.clear()
    await written
    expect(await names()).toEqual([])
  })
})

describe('a removal among writes that keep coming', () => {
  it('waits for the writes asked for before it, not for every write a busy send asks for after it', async () => {
    historyScope.setService('https://a.example/v1')
    await historyDb.add('uploads', uploadRecord('gone'))
    // A send of many files: each write asked for as the last one is stored.
    let written = 0
    const rounds = 60
    const busy = (async () => {
      for (; written < rounds; written++) await historyDb.add('uploads', uploadRecord(`u${written}`))
    })()
    await historyDb.add('uploads', uploadRecord('before'))
    const removedAfter = await historyDb.remove({ uploads: ['gone'] }).then(() => written)
    await busy
    expect(removedAfter).toBeLessThan(rounds / 2)
    expect(await names()).not.toContain('gone')
  })
})
