import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

const BACK_FOR_MS = 5000
const back = createStore<boolean>()(() => false)
let timer: ReturnType<typeof setTimeout> | undefined

// Kept for the app, not per component: a page opened meanwhile still says it. Told only of changes.
onlineManager.subscribe((connected) => {
  clearTimeout(timer)
  back.setState(connected, true)
  if (connected) timer = setTimeout(() => back.setState(false, true), BACK_FOR_MS)
})

/** For tests sharing one page (src/test/setup.ts): no "back online" left from another test's reconnection. */
export function resetBackOnline() {
  clearTimeout(timer)
  back.setState(false, true)
}

const isOnline = () => onlineManager.isOnline()

/** Whether the browser is online, as React Query sees it: while it is not, nothing is tried. */
export const useOnline = () => useSyncExternalStore(onlineManager.subscribe, isOnline, isOnline)

/** True for a few seconds after the browser comes back online. */
export const useBackOnline = () => useStore(back)
