import { useContext, useSyncExternalStore } from 'react'
import { createAppUploadQueue } from '../lib/upload-queue-app'
import { UploadQueueContext } from './services'

/** The app's upload queue and its current snapshot (imported only by lazily loaded code). */
export function useUploadQueue() {
  const holder = useContext(UploadQueueContext)
  if (!holder) throw new Error('useUploadQueue outside <UploadQueueContext>')
  const queue = holder.getOrCreate(createAppUploadQueue)
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot)
  return { queue, snapshot }
}
