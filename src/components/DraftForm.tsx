import { Trans } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { Alert, ErrorAlert } from './Alert'

/**
 * A page's form in a card whose entries are kept as a draft: `note` first, if any; that unsent
 * entries were restored, if they were; the fields; then why `mutation` last failed, if it did, and
 * the submit button that says what it is doing.
 */
export function DraftForm({
  name,
  onSubmit,
  note,
  restored,
  mutation,
  words,
  children,
}: {
  name: string
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>
  note?: ReactNode
  restored: boolean
  mutation: { isPending: boolean; error: unknown }
  /** The submit button's label, its label while pending, and the title of a failure. */
  words: { submit: string; pending: string; failed: string }
  children: ReactNode
}) {
  return (
    <form className="card" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={name}>
      {note}
      {restored && (
        <Alert kind="info">
          <Trans>Your unsent entries were restored.</Trans>
        </Alert>
      )}
      {children}
      {mutation.error != null && <ErrorAlert error={mutation.error} title={words.failed} />}
      <div className="actions">
        <button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? words.pending : words.submit}
        </button>
      </div>
    </form>
  )
}
