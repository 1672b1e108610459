// Imported first by main.tsx, so it runs before the rest of the entry chunk is evaluated (React
// alone takes a phone a few hundred milliseconds): the remembered theme is on <html> before
// anything renders, and the first page's module is already on its way. A module, not an inline
// script, because the Content-Security-Policy forbids inline script.
import { preloadPage } from './app/pages'
import { applyTheme, readTheme } from './lib/theme'

applyTheme(readTheme())

/** The page at the address the app was opened on, loaded side by side with the app's own start. */
export const page = preloadPage(window.location.pathname)
