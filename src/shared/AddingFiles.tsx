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
