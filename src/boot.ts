// What main.tsx does before the app's code is asked for, and the first page's module, asked for
// as soon as the first paint is on screen and awaited by start.tsx before the app's first render.
import { preloadPage, routeOf } from './app/pages'
import { applyTheme, readTheme } from './lib/theme'

/**
 * Before anything is painted: the remembered theme on <html> (a module, not an inline script,
 * because the Content-Security-Policy forbids inline script); and index.html's first paint
 * (scripts/first-paint.ts) taken down when it was made for another address (an unknown path is
 * served the home page's), so that page never shows there.
 */
export function beforeFirstPaint() {
  applyTheme(readTheme())
  const firstPaint = document.querySelector<HTMLElement>('.first-paint')
  if (firstPaint && firstPaint.dataset.route !== routeOf(window.location.pathname)) {
    const loading = document.createElement('p')
    loading.className = 'booting'
    loading.textContent = 'Loading…'
    firstPaint.replaceWith(loading)
  }
}

let page: Promise<void> | null = null

/** The page at the address the app was opened on, loaded side by side with the app's own start. */
export const preloadFirstPage = () => (page ??= preloadPage(window.location.pathname))

/**
 * config.json's check (zod, src/config/schema.ts), asked for with the first page rather than
 * carried by the start; a failure is told when src/config/load.ts needs it.
 */
export const preloadConfigCheck = () => void import('./config/schema').catch(() => undefined)
