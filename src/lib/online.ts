import { onlineManager } from '@tanstack/query-core'

/** React Query's online state in the shape the upload queue takes (query-core: no React where the queue runs). */
export const online = {
  get: () => onlineManager.isOnline(),
  subscribe: (listener: () => void) => onlineManager.subscribe(() => listener()),
}
