import { Plural, Trans } from '@lingui/react/macro'
import { useStore } from 'zustand'
import type { FileIntake } from '../lib/file-intake'
import { useFormat } from '../components/use-format'

/**
 * "Adding 12,000 of 50,000 files…" while a big drop is taken in (a short one says nothing).
 * The live region is always in the page, so what appears in it is announced.
 */
export function AddingFiles({ intake }: { intake: FileIntake }) {
  const { shown, taken, expected } = useStore(intake.progress)
  const f = useFormat()
  const added = shown ? f.count(taken) : ''
  return (
    <p aria-live="polite" className="muted" data-testid="adding-files">
      {shown &&
        (expected === null ? (
          <Plural value={taken} one="Adding files from folders… # so far." other="Adding files from folders… # so far." />
        ) : (
          <Plural value={expected} one={`Adding ${added} of # file…`} other={`Adding ${added} of # files…`} />
        ))}
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
      {action === 'send' ? (
        <Trans>Some files are still being added: send once they are all listed.</Trans>
      ) : (
        <Trans>Some files are still being added: upload once they are all listed.</Trans>
      )}
    </p>
  )
}
