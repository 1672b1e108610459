import type { UploadResult } from '../api/schemas'
import { history } from './history-db'
import type { QueueItem } from './upload-queue-types'

/** 1 s, 2 s, 4 s … capped at 30 s, each ±20% so many failed files do not retry in lockstep. */
export function defaultBackoff(random: () => number = Math.random) {
  return (attempt: number) => Math.round(Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.8 + 0.4 * random()))
}

export const recordInHistory = async (item: QueueItem, result: UploadResult) => {
  const size = Number(result.size)
  await history.add('uploads', {
    fileId: result.fileId,
    containerId: result.containerId,
    filename: result.originalname || item.file.name,
    mime: result.mime,
    size: Number.isFinite(size) ? size : item.file.size,
    checksum: result.checksum,
    createdAt: Date.now(),
  })
}
