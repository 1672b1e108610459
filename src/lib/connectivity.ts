import { createStore } from './store'

/*
 * Whether the browser says it is online. While it is not, nothing is tried (a request would only
 * fail); when it comes back, what waited goes on at once. `navigator.onLine` can say "online"
 * with no route out, never the reverse, so "offline" is taken as true and "online" as a hope.
 */
export const online = createStore(typeof navigator === 'undefined' || navigator.onLine !== false)

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => online.set(true))
  window.addEventListener('offline', () => online.set(false))
}
