import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { expiresAt } from '../lib/expiration'
import { formatLongDate } from '../lib/dates'
import { choiceOf, presetChoices, type ExpirationValues } from '../lib/transfer-fields'
import { Field } from './Field'

function localDate(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Presets of days, or a calendar date; the end is shown in words before sending. */
export function ExpirationField({
  values,
  preset,
  date,
  error,
  dateError,
}: {
  values: ExpirationValues
  preset: UseFormRegisterReturn
  date: UseFormRegisterReturn
  error?: string
  dateError?: string
}) {
  const now = new Date()
  const end = expiresAt(choiceOf(values), now)
  const summaryId = useId()
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return (
    <fieldset aria-describedby={summaryId}>
      <legend>Expires</legend>
      <div className="row">
        {presetChoices.map((days) => (
          <label key={days} className="inline-choice">
            <input type="radio" value={days} {...preset} /> in {days} {days === '1' ? 'day' : 'days'}
          </label>
        ))}
        <label className="inline-choice">
          <input type="radio" value="date" {...preset} /> on a date
        </label>
      </div>
      {values.expiration === 'date' && (
        <Field label="End date" hint="The transfer ends at the end of this day, your time." error={dateError}>
          <input type="date" min={localDate(tomorrow)} {...date} />
        </Field>
      )}
      {error && <p className="field-error">{error}</p>}
      <p id={summaryId} className="hint" aria-live="polite">
        {end && !(values.expiration === 'date' && end <= now) ? `Ends ${formatLongDate(end)}.` : ''}
      </p>
    </fieldset>
  )
}
