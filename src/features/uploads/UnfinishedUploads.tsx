import { plural } from '../../components/words'
import { UnfinishedNotices } from '../../shared/UnfinishedNotices'
import { useSends } from '../../shared/sends'

/** Uploads a closed tab left unfinished, on the Upload page. */
export function UnfinishedUploads({ onResumed }: { onResumed: () => void }) {
  const sends = useSends()
  return (
    <UnfinishedNotices
      kind="upload"
      title={({ files }) => `Unfinished upload of ${plural(files.length, 'file')}`}
      resume={(unfinished, choices, bytes) => void sends.resume(unfinished, choices, bytes)}
      onResumed={onResumed}
    />
  )
}
