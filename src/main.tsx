import './styles.css'
import { preloadFirstPage } from './boot'
import { routeOf } from './app/pages'
import { applyTheme, readTheme } from './lib/theme'

// Before anything is painted: the remembered theme (a module, not an inline script, because the
// Content-Security-Policy forbids inline script).
applyTheme(readTheme())

// index.html holds the first paint of its page (scripts/first-paint.ts); one made for another
// address (an unknown path is served the home page's) goes at once.
const firstPaint = document.querySelector<HTMLElement>('.first-paint')
if (firstPaint && firstPaint.dataset.route !== routeOf(window.location.pathname)) {
  const loading = document.createElement('p')
  loading.className = 'booting'
  loading.textContent = 'Loading…'
  firstPaint.replaceWith(loading)
}

// That paint reaches the screen before the app's code is asked for, and React (the largest part)
// is evaluated in a task of its own, the rest in another: no long task on a slow phone.
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
void preloadFirstPage()
await import('react-dom/client')
await new Promise((resolve) => setTimeout(resolve, 0))
await import('./start')
