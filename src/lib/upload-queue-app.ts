import { authRequired } from '../api/auth-required'
import { ApiError, explainError } from '../api/errors'
import type { StorageApi } from '../api/storage-api'
import type { AppConfig } from '../config/schema'
import { hashFile } from './hash-file'
import { createUploadQueue } from './upload-queue'

/** The app's one queue: the storage API's uploader and the worker checksum of the config. */
export function createAppUploadQueue(config: AppConfig, storageApi: StorageApi) {
  return createUploadQueue({
    concurrency: config.uploadConcurrency,
    hash: (file, signal, onProgress) => hashFile(file, config.checksumAlgorithm, { signal, onProgress }),
    // Uploads run outside React Query, so its global 401/403 handling is repeated here.
    uploader: async (file, fields, events) => {
      try {
        return await storageApi.upload(file, fields, events)
      } catch (error) {
        if (error instanceof ApiError && error.isAuth) authRequired.raise({ surface: 'storage', message: explainError(error) })
        throw error
      }
    },
  })
}
