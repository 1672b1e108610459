import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Field } from '../../components/Field'
import { expiresAt } from '../../lib/expiration'
import { choiceOf, presetChoices, type TransferForm } from './transfer-form'

function localDate(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' })

/** Presets of days, or a calendar date; the end is shown in words before sending. */
export function ExpirationField({ form }: { form: UseFormReturn<TransferForm> }) {
  const { register, watch, formState } = form
  const expiration = watch('expiration')
  const date = watch('expirationDate')
  const now = new Date()
  const end = expiresAt(choiceOf({ expiration, expirationDate: date }), now)
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  const error = formState.errors.expiration?.message
  const summaryId = useId()
  return (
    <fieldset aria-describedby={summaryId}>
      <legend>Expires</legend>
      <div className="row">
        {presetChoices.map((days) => (
          <label key={days} className="inline-choice">
            <input type="radio" value={days} {...register('expiration')} /> in {days} {days === '1' ? 'day' : 'days'}
          </label>
        ))}
        <label className="inline-choice">
          <input type="radio" value="date" {...register('expiration')} /> on a date
        </label>
      </div>
      {expiration === 'date' && (
        <Field label="End date" hint="The transfer ends at the end of this day, your time." error={formState.errors.expirationDate?.message}>
          <input type="date" min={localDate(tomorrow)} {...register('expirationDate')} />
        </Field>
      )}
      {error && <p className="field-error">{error}</p>}
      <p id={summaryId} className="hint" aria-live="polite">
        {end && !(expiration === 'date' && end <= now) ? `Ends ${when.format(end)}.` : ''}
      </p>
    </fieldset>
  )
}
