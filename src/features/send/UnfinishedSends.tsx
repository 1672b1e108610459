import { RecipientList } from '../../components/RecipientList'
import { plural } from '../../components/words'
import { useSends } from '../../shared/sends'
import { UnfinishedNotices } from '../../shared/UnfinishedNotices'

/** Sends a closed tab left unfinished, on the Send page: resumed with the same recipients and details. */
export function UnfinishedSends({ onResumed }: { onResumed: () => void }) {
  const sends = useSends()
  return (
    <UnfinishedNotices
      kind="send"
      title={({ send, files }) => (
        <>
          Unfinished send: {plural(files.length, 'file')} to <RecipientList recipients={send.recipients} />
        </>
      )}
      resume={(unfinished, choices, bytes) => void sends.resume(unfinished, choices, bytes)}
      onResumed={onResumed}
    />
  )
}
