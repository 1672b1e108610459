// The first page's module, asked for by main.tsx as soon as the first paint is on screen and
// awaited by start.tsx before the app's first render.
import { preloadPage } from './app/pages'

let page: Promise<void> | null = null

/** The page at the address the app was opened on, loaded side by side with the app's own start. */
export const preloadFirstPage = () => (page ??= preloadPage(window.location.pathname))
