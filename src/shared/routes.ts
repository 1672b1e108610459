import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The app's pages by path, with the link back to each ("Back to History"), a whole message each. */
const backTo = new Map<string, MessageDescriptor>([
  ['/', msg`Back to Send files`],
  ['/upload', msg`Back to Upload`],
  ['/consignments/new', msg`Back to Register`],
  ['/transfers/new', msg`Back to Transfer`],
  ['/history', msg`Back to History`],
  ['/settings', msg`Back to Settings`],
])
const ORIGIN = 'https://app.invalid'

/**
 * `to` when it is one of the app's own pages (with its query), else null: never an address
 * elsewhere, however spelled (`//host`, `/\host`, `/%5Chost`, a tab inside, `javascript:`).
 * `back` is the link's words, to render with `i18n._(back)`.
 */
export function ownPage(to: unknown): { path: string; back: MessageDescriptor } | null {
  if (typeof to !== 'string' || !to.startsWith('/') || /[\\\s]|%5c|%2f/i.test(to)) return null
  let url: URL
  try {
    url = new URL(to, ORIGIN)
  } catch {
    return null
  }
  const back = backTo.get(url.pathname)
  return url.origin === ORIGIN && back ? { path: url.pathname + url.search, back } : null
}
