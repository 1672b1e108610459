import type { ConsignmentRecord, UploadRecord } from '../lib/history-db'

/** An upload as History keeps it, of file `<fileId>.txt`. */
export const uploadRecord = (fileId: string, createdAt = 1): UploadRecord => ({
  fileId,
  containerId: 'c',
  filename: `${fileId}.txt`,
  mime: 'text/plain',
  size: 1,
  checksum: 'x',
  createdAt,
})

/** A consignment as History keeps it, of file `<id>.txt`. */
export const consignmentRecord = (id: string, createdAt = 1): ConsignmentRecord => ({
  id,
  uuid: `u-${id}`,
  filename: `${id}.txt`,
  contentType: 'text/plain',
  size: 1,
  createdAt,
})
