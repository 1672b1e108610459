import type { UploadResult } from '../api/schemas'
import type { JournalFile } from '../lib/journal'
import type { StepState } from '../lib/send/model'

/** The upload result a done upload of `journalEntry` holds: file `f-1`, 10 bytes. */
export const journalResult: UploadResult = {
  fileId: 'f-1',
  containerId: 'c1',
  mime: 'text/plain',
  size: '10',
  scan: true,
  store: true,
  originalname: 'a.txt',
  checksum: 'abc',
  sync: 'true',
  public: false,
  directLink: '',
}

type Steps = { upload: StepState; register: StepState; transfer: StepState }

/** A file entry of send `s1`: `steps` as given, with the upload's result and consignment id where the steps say they are known. */
export function journalEntry(steps: Partial<Steps>, more: Partial<JournalFile> = {}): JournalFile {
  const all: Steps = { upload: 'todo', register: 'todo', transfer: 'todo', ...steps }
  return {
    sendId: 's1',
    index: 0,
    name: 'a.txt',
    size: 10,
    type: 'text/plain',
    lastModified: 1_700_000_000_000,
    steps: all,
    ...(all.upload === 'done' ? { result: journalResult } : {}),
    ...(all.register === 'done' ? { consignmentId: 'cons-1' } : {}),
    ...more,
  }
}
