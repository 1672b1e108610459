import { ErrorAlert } from './Alert'

/** A form's last row: why the last try failed, if it did, and the submit button that says what it is doing. */
export function FormSubmit({
  pending,
  error,
  failedTitle,
  label,
  pendingLabel,
}: {
  pending: boolean
  error: unknown
  failedTitle: string
  label: string
  pendingLabel: string
}) {
  return (
    <>
      {error != null && <ErrorAlert error={error} title={failedTitle} />}
      <div className="actions">
        <button type="submit" disabled={pending}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  )
}
