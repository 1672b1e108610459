/** The app's pages by path, with the names people see: navigation and "Back to …" links use them. */
export const pages = [
  ['/', 'Send files'],
  ['/upload', 'Upload'],
  ['/consignments/new', 'Register'],
  ['/transfers/new', 'Transfer'],
  ['/history', 'History'],
  ['/settings', 'Settings'],
] as const

const names = new Map<string, string>(pages)
const ORIGIN = 'https://app.invalid'

/**
 * `to` when it is one of the app's own pages (with its query), else null: never an address
 * elsewhere, however spelled (`//host`, `/\host`, `/%5Chost`, a tab inside, `javascript:`).
 */
export function ownPage(to: unknown): { path: string; name: string } | null {
  if (typeof to !== 'string' || !to.startsWith('/') || /[\\\s]|%5c|%2f/i.test(to)) return null
  let url: URL
  try {
    url = new URL(to, ORIGIN)
  } catch {
    return null
  }
  const name = names.get(url.pathname)
  return url.origin === ORIGIN && name ? { path: url.pathname + url.search, name } : null
}
