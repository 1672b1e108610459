import { describe, expect, it } from 'vitest'
import { historyScope } from './history-scope'

function told() {
  const seen: Array<ReturnType<typeof historyScope.get>> = []
  const stop = historyScope.subscribe(() => seen.push(historyScope.get()))
  return { seen, stop }
}

describe('whose history is shown', () => {
  it('tells its readers only of a real change, not of the same service or account set again', () => {
    historyScope.setService('https://a.example/v1')
    historyScope.setAccount('usr-ann')
    const { seen, stop } = told()
    historyScope.setService('https://a.example/v1')
    historyScope.setAccount('usr-ann')
    expect(seen).toEqual([])

    historyScope.setAccount('usr-bob')
    expect(seen).toEqual([{ service: 'https://a.example/v1', account: 'usr-bob' }])
    stop()
  })

  it('forgets the account with a new service address', () => {
    historyScope.setService('https://a.example/v1')
    historyScope.setAccount('usr-ann')
    const { seen, stop } = told()
    historyScope.setService('https://b.example/v1')
    expect(historyScope.get()).toEqual({ service: 'https://b.example/v1' })
    expect(seen).toHaveLength(1)
    stop()
    historyScope.setService('https://c.example/v1')
    expect(seen).toHaveLength(1)
  })
})
