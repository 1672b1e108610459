import { useContext, useMemo, useSyncExternalStore } from 'react'
import { withAuthNotice } from '../api/auth-required'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import { hashFile } from '../lib/hash-file'
import { recordUpload } from '../lib/history-records'
import { createUploadQueue, type QueueSnapshot, type UploadQueue } from '../lib/upload-queue/upload-queue'
import { UploadQueueContext } from './services'

/** The app's one queue: the storage API's uploader, the worker checksum of the config, finished uploads kept in the browser history. */
function createAppUploadQueue(config: AppConfig, storageApi: StorageApi) {
  return createUploadQueue({
    concurrency: config.uploadConcurrency,
    checksumAlgorithm: config.checksumAlgorithm,
    hash: (file, signal, onProgress) => hashFile(file, config.checksumAlgorithm, { signal, onProgress }),
    uploader: (file, fields, events) => withAuthNotice('storage', () => storageApi.upload(file, fields, events)),
    record: recordUpload,
  })
}

/** The app's upload queue, for acting on it; reading it does not re-render (imported only by lazily loaded code). */
export function useQueue(): UploadQueue {
  const holder = useContext(UploadQueueContext)
  if (!holder) throw new Error('useQueue outside <UploadQueueContext>')
  return holder.getOrCreate(createAppUploadQueue)
}

/**
 * The part of the queue's snapshot a component shows. It re-renders only when `select`'s
 * result changes by `isEqual`, not on every progress publish (up to ten a second).
 */
export function useQueueState<T>(select: (snapshot: QueueSnapshot) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const queue = useQueue()
  const getSelection = useMemo(() => selection(queue, select, isEqual), [queue, select, isEqual])
  return useSyncExternalStore(queue.subscribe, getSelection, getSelection)
}

/** A getSnapshot for useSyncExternalStore: the same value (by `isEqual`) until the selection changes. */
function selection<T>(queue: UploadQueue, select: (snapshot: QueueSnapshot) => T, isEqual: (a: T, b: T) => boolean) {
  let last: { snapshot: QueueSnapshot; value: T } | null = null
  return () => {
    const snapshot = queue.getSnapshot()
    if (last?.snapshot === snapshot) return last.value
    const value = select(snapshot)
    last = { snapshot, value: last && isEqual(last.value, value) ? last.value : value }
    return last.value
  }
}

/** Same items in the same order: the queue replaces an item's object whenever it changes. */
export function sameItems<T>(a: readonly T[], b: readonly T[]) {
  return a.length === b.length && a.every((x, i) => x === b[i])
}
