import { online } from '../lib/connectivity'
import { createStore } from '../lib/store'

const BACK_FOR_MS = 5000
const back = createStore(false)
let timer: ReturnType<typeof setTimeout> | undefined

// Kept for the app, not per component: a page opened meanwhile still says it.
online.subscribe((connected, before) => {
  clearTimeout(timer)
  back.set(connected && !before)
  if (connected && !before) timer = setTimeout(() => back.set(false), BACK_FOR_MS)
})

/** True for a few seconds after the browser comes back online. */
export const useBackOnline = () => back.use()
