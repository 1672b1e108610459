import { plural } from '../../components/words'
import { UnfinishedNotices } from '../../shared/UnfinishedNotices'
import { useQueue } from '../../shared/upload-queue'
import { resumeUploads } from './upload-journal'

/** Uploads a closed tab left unfinished, on the Upload page. */
export function UnfinishedUploads({ onResumed }: { onResumed: () => void }) {
  const queue = useQueue()
  return (
    <UnfinishedNotices
      kind="upload"
      title={({ files }) => `Unfinished upload of ${plural(files.length, 'file')}`}
      resume={(unfinished, choices, bytes) => void resumeUploads(queue, unfinished, choices, bytes)}
      onResumed={onResumed}
    />
  )
}
