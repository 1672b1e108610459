import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { credentialsKept, getCredentials, initCredentials } from '../../api/credentials'
import { historyDb } from '../../lib/history-db'
import { ownPage } from '../../shared/routes'
import { renderApp } from '../../test/render'
import { addressProblems } from './ConfigFacts'

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}
/** A storage that reads but refuses every write, as one over its quota does. */
const full = (real: Storage) => ({
  getItem: (key: string) => real.getItem(key),
  removeItem: (key: string) => real.removeItem(key),
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError')
  },
})
const realLocal = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!
const realSession = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage')!
afterEach(() => {
  Object.defineProperty(globalThis, 'localStorage', realLocal)
  Object.defineProperty(globalThis, 'sessionStorage', realSession)
})

describe('storage the browser refuses', () => {
  it('starts anyway when even reading storage throws, keeps credentials in memory and says so', async () => {
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: blocked })
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: blocked })
    expect(() => initCredentials({ token: 'dev-token', publicKey: 'dev-public-key' })).not.toThrow()
    expect(credentialsKept()).toBe('memory')
    expect(getCredentials().token).toBe('dev-token')
  })

  it('says "kept only until reload" when saving fails', async () => {
    const { user } = renderApp('/settings')
    // Replaced (afterEach puts them back), not spied on: happy-dom binds a storage's methods to it
    // on their first use, so a spy on Storage.prototype misses a storage written to before.
    for (const [name, real] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const)
      Object.defineProperty(globalThis, name, { configurable: true, value: full(real) })
    await user.click(await screen.findByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText(/Kept only until reload: this browser refuses to store them\./)).toBeInTheDocument()
    expect(screen.queryByText(/Kept until this tab closes/)).toBeNull()
  })
})

describe('the "Back to …" link after settings', () => {
  it.each([
    ['/history', '/history'],
    ['/transfers/new?consignment=abc', '/transfers/new?consignment=abc'],
    ['/%5Cevil.example/', null],
    ['/\\evil.example/', null],
    ['//evil.example/', null],
    ['/\t/evil.example/', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/no/such/page', null],
    [42, null],
  ])('accepts only the app’s own pages: %j', (to, expected) => {
    expect(ownPage(to)?.path ?? null).toBe(expected)
  })

  it('offers no link back to an address elsewhere', async () => {
    window.history.replaceState({ returnTo: '/%5Cevil.example/' }, '', '/settings')
    const { user } = renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: 'Save credentials' }))
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull()
  })
})

describe('sign out', () => {
  it('forgets the credentials and drafts, and this service’s history only when asked', async () => {
    sessionStorage.setItem('draft:send', JSON.stringify({ message: 'half written' }))
    await historyDb.add('uploads', {
      fileId: 'f1',
      containerId: 'c',
      filename: 'kept.txt',
      mime: 'text/plain',
      size: 1,
      checksum: 'x',
      createdAt: 1,
    })
    const { user } = renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Sign out' })
    await user.click(within(card).getByRole('button', { name: 'Sign out' }))
    expect(await within(card).findByText(/^Signed out: the credentials and unsent drafts are forgotten/)).toBeInTheDocument()
    expect(getCredentials()).toMatchObject({ token: '', publicKey: '' })
    expect(sessionStorage.getItem('draft:send')).toBeNull()
    expect(screen.getByLabelText('Access token')).toHaveValue('')
    expect(await historyDb.list('uploads')).toHaveLength(1)

    await user.click(within(card).getByLabelText(/Also forget this service’s history/))
    await user.click(within(card).getByRole('button', { name: 'Sign out' }))
    // The status comes once every kind of record is cleared; the uploads may be gone before the others.
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent("and this service's history"))
    expect(await historyDb.list('uploads')).toEqual([])
  })
})

describe('addresses that would leak a credential', () => {
  it('warns about http: off this machine and about a user name in the address', async () => {
    expect(
      addressProblems([
        ['public', 'http://api.example.test/v1'],
        ['storage', 'https://user:pass@files.example.test'],
      ]),
    ).toEqual([
      { surface: 'public', problem: 'http' },
      { surface: 'storage', problem: 'userinfo' },
    ])
    expect(addressProblems([['public', 'http://127.0.0.1:8787/v1']])).toEqual([])

    // Each in words, a whole sentence per address and problem.
    renderApp('/settings', { config: { storageUrl: 'http://user:pass@storage.test' } })
    const alert = (await screen.findByText('These addresses are not safe for credentials')).closest('.alert') as HTMLElement
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The public API address uses http:, so the access token would travel unencrypted. Ask the operator for an https: address.',
      'The storage API address uses http:, so the storage key would travel unencrypted. Ask the operator for an https: address.',
      'The storage API address holds a user name or password, readable by anyone who can open config.json.',
    ])
  })

  it('shows the warning on Settings', async () => {
    renderApp('/settings', { config: { apiBaseUrl: 'http://api.test/v1/public' } })
    expect(await screen.findByText('These addresses are not safe for credentials')).toBeInTheDocument()
  })
})
