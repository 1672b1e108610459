import './styles.css'
import { beforeFirstPaint, preloadConfigCheck, preloadFirstPage } from './boot'

/** The rest of this file's work in a later task, after what the browser has queued meanwhile. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeFirstPaint()
// That paint reaches the screen before the app's code is asked for, and React (the largest part)
// is evaluated in a task of its own, the rest in another: no long task on a slow phone.
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
void preloadFirstPage()
preloadConfigCheck()
await import('react-dom/client')
await nextTask()
// Intl's number data is loaded on its first use (16 ms on a slow phone): here, rather than inside
// React's first render, where a plural's "#" would first ask for it. In two tasks: the locale's
// likely subtags first (about a third of it), then the number format's own data.
const lang = document.documentElement.lang || 'en'
try {
  new Intl.Locale(lang).maximize()
} catch {
  // not a tag Intl knows: the number format below falls back as it always did
}
await nextTask()
new Intl.NumberFormat(lang).format(1)
await nextTask()
await import('./start')
