import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { createStore } from '../lib/store'

const BACK_FOR_MS = 5000
const back = createStore(false)
let timer: ReturnType<typeof setTimeout> | undefined

// Kept for the app, not per component: a page opened meanwhile still says it. Told only of changes.
onlineManager.subscribe((connected) => {
  clearTimeout(timer)
  back.set(connected)
  if (connected) timer = setTimeout(() => back.set(false), BACK_FOR_MS)
})

const isOnline = () => onlineManager.isOnline()

/** Whether the browser is online, as React Query sees it: while it is not, nothing is tried. */
export const useOnline = () => useSyncExternalStore(onlineManager.subscribe, isOnline, isOnline)

/** True for a few seconds after the browser comes back online. */
export const useBackOnline = () => back.use()
