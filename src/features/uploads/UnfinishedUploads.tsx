import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { UnfinishedNotices } from '../../shared/UnfinishedNotices'
import { useSends } from '../../shared/sends'

/** Uploads a closed tab left unfinished, on the Upload page. */
export function UnfinishedUploads({ onResumed }: { onResumed: () => void }) {
  const sends = useSends()
  const { t } = useLingui()
  return (
    <UnfinishedNotices
      kind="upload"
      title={({ files }) => {
        const count = files.length
        return t`${plural(count, { one: 'Unfinished upload of # file', other: 'Unfinished upload of # files' })}`
      }}
      resume={(unfinished, choices, bytes, held) => void sends.resume(unfinished, choices, bytes, held)}
      onResumed={onResumed}
    />
  )
}
