import { onlineManager } from '@tanstack/react-query'

/** React Query's online state in the shape the upload queue takes. */
export const online = {
  get: () => onlineManager.isOnline(),
  subscribe: (listener: () => void) => onlineManager.subscribe(() => listener()),
}
