import { useContext } from 'react'
import { useStore } from 'zustand'
import { withAuthNotice } from '../api/auth-required'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import { HashError, hashFile } from '../lib/hash-file'
import { explainHashFailure } from '../components/explain'
import { createUploadQueue, type QueueSnapshot, type UploadQueue } from '../lib/upload-queue/upload-queue'
import { i18n } from './i18n'
import { UploadQueueContext } from './services'

/** The app's one queue: the storage API's uploader and the worker checksum of the config. */
function createAppUploadQueue(config: AppConfig, storageApi: StorageApi) {
  return createUploadQueue({
    concurrency: config.uploadConcurrency,
    checksumAlgorithm: config.checksumAlgorithm,
    // The queue keeps a failed hash's message as the reason it shows: worded here, not in lib, in
    // the language shown when it failed.
    hash: (file, signal, onProgress) =>
      hashFile(file, config.checksumAlgorithm, { signal, onProgress }).catch((error: unknown) => {
        throw error instanceof HashError ? new Error(explainHashFailure(i18n, error)) : error
      }),
    uploader: (file, fields, events) => withAuthNotice('storage', () => storageApi.upload(file, fields, events)),
  })
}

/** The app's upload queue, for acting on it; reading it does not re-render (imported only by lazily loaded code). */
export function useQueue(): UploadQueue {
  const holder = useContext(UploadQueueContext)
  if (!holder) throw new Error('useQueue outside <UploadQueueContext>')
  return holder.getOrCreate(createAppUploadQueue)
}

/**
 * The part of the queue's snapshot a component shows. It re-renders only when `select`'s result
 * changes (by Object.is: wrap a selection that builds an array in `useShallow`), not on every
 * progress publish (up to ten a second).
 */
export function useQueueState<T>(select: (snapshot: QueueSnapshot) => T): T {
  return useStore(useQueue().snapshot, select)
}
