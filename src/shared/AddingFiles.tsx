import type { FileIntake } from '../lib/file-intake'
import { formatCount as count } from '../lib/format'

/**
 * "Adding 12,000 of 50,000 files…" while a big drop is taken in (a short one says nothing).
 * The live region is always in the page, so what appears in it is announced.
 */
export function AddingFiles({ intake }: { intake: FileIntake }) {
  const { shown, taken, expected } = intake.progress.use()
  return (
    <p aria-live="polite" className="muted" data-testid="adding-files">
      {shown &&
        (expected === null
          ? `Adding files from folders… ${count(taken)} so far.`
          : `Adding ${count(taken)} of ${count(expected)} files…`)}
    </p>
  )
}

/**
 * Send or Upload refused while a drop is still coming in (`useIntakeGate`): said from the press
 * until the drop is all listed.
 */
export function StillAdding({ gate, action }: { gate: { stillAdding: boolean }; action: 'send' | 'upload' }) {
  if (!gate.stillAdding) return null
  return (
    <p className="field-error" role="alert">
      {`Some files are still being added: ${action} once they are all listed.`}
    </p>
  )
}
