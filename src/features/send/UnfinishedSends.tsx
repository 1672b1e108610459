import { useQueryClient } from '@tanstack/react-query'
import { plural } from '../../components/words'
import { useServices } from '../../shared/services'
import { UnfinishedNotices } from '../../shared/UnfinishedNotices'
import { useQueue } from '../../shared/upload-queue'
import { resumeSend } from './resume'

/** Sends a closed tab left unfinished, on the Send page: resumed with the same recipients and details. */
export function UnfinishedSends({ onResumed }: { onResumed: () => void }) {
  const { publicApi } = useServices()
  const queue = useQueue()
  const client = useQueryClient()
  return (
    <UnfinishedNotices
      kind="send"
      title={({ send, files }) => `Unfinished send: ${plural(files.length, 'file')} to ${send.recipients.join(', ')}`}
      resume={(unfinished, choices, bytes) => void resumeSend(unfinished, choices, bytes, { api: publicApi, client, queue })}
      onResumed={onResumed}
    />
  )
}
