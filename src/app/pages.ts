import type { ComponentType } from 'react'
import { wordsFor } from '../shared/catalogs'

type PageModule = { default: ComponentType }

/** A page's module and its feature's words (its part of the catalog), fetched side by side. */
const withWords = (part: string, page: Promise<PageModule>) => Promise.all([page, wordsFor(part)]).then(([m]) => m)

/** Each page's module, loaded on demand; imported by the entry, so kept free of anything heavy. */
export const loaders: Record<string, () => Promise<PageModule>> = {
  '/': () => withWords('send', import('../features/send/SendPage')),
  '/upload': () => withWords('uploads', import('../features/uploads/UploadPage')),
  '/consignments/new': () => withWords('consignments', import('../features/consignments/ConsignmentPage')),
  '/transfers/new': () => withWords('transfers', import('../features/transfers/TransferPage')),
  '/history': () => withWords('history', import('../features/history/HistoryPage')),
  '/settings': () => withWords('account', import('../features/account/SettingsPage')),
}
/** The app's route at an address's path: the path without the app's base. */
export function routeOf(path: string) {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  return path.startsWith(base) ? path.slice(base.length) || '/' : path
}

/** Pages already loaded by `preloadPage`: rendered at once, without suspending. */
export const ready: Record<string, ComponentType> = {}

/**
 * Starts loading the page at `path` at once, while config.json is still on its way. Awaited
 * before the first render, the page then renders with the app instead of suspending: React
 * holds a suspended page back ~300 ms after its fallback, which a phone's first paint pays.
 * Never rejects: a page that fails to load here is loaded (and reported) by its route.
 */
export async function preloadPage(path: string): Promise<void> {
  const at = routeOf(path)
  // An address with no page (the app's "not found") still shows the common pieces' words.
  if (!loaders[at]) return wordsFor(null)
  await loaders[at]?.().then(
    (module) => void (ready[at] = module.default),
    () => undefined,
  )
}
