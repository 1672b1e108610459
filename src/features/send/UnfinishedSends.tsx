import { Plural, Trans } from '@lingui/react/macro'
import { RecipientList } from '../../components/RecipientList'
import { useSends } from '../../shared/sends'
import { UnfinishedNotices } from '../../shared/UnfinishedNotices'

/** Sends a closed tab left unfinished, on the Send page: resumed with the same recipients and details. */
export function UnfinishedSends({ onResumed }: { onResumed: () => void }) {
  const sends = useSends()
  return (
    <UnfinishedNotices
      kind="send"
      title={({ send, files }) => {
        const count = files.length
        return (
          <Trans>
            Unfinished send: <Plural value={count} one="# file" other="# files" /> to{' '}
            <RecipientList recipients={send.recipients} />
          </Trans>
        )
      }}
      resume={(unfinished, choices, bytes, held) => void sends.resume(unfinished, choices, bytes, held)}
      onResumed={onResumed}
    />
  )
}
