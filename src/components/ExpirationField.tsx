import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { expiresAt } from '../lib/expiration'
import { choiceOf, presetChoices, type ExpirationValues } from '../lib/transfer-fields'
import { Field } from './Field'
import { useFormat } from './use-format'

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
  const { t } = useLingui()
  const f = useFormat()
  const now = new Date()
  const end = expiresAt(choiceOf(values), now)
  const summaryId = useId()
  const endsOn = end && !(values.expiration === 'date' && end <= now) ? f.longDate(end) : ''
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return (
    <fieldset aria-describedby={summaryId}>
      <legend>
        <Trans comment="the legend of the choice of when a transfer ends">Expires</Trans>
      </legend>
      <div className="row">
        {presetChoices.map((choice) => {
          const days = Number(choice)
          return (
            <label key={choice} className="inline-choice">
              <input type="radio" value={choice} {...preset} /> <Plural value={days} one="in # day" other="in # days" />
            </label>
          )
        })}
        <label className="inline-choice">
          <input type="radio" value="date" {...preset} /> <Trans>on a date</Trans>
        </label>
      </div>
      {values.expiration === 'date' && (
        <Field label={t`End date`} hint={t`The transfer ends at the end of this day, your time.`} error={dateError}>
          <input type="date" min={localDate(tomorrow)} {...date} />
        </Field>
      )}
      {error && <p className="field-error">{error}</p>}
      <p id={summaryId} className="hint" aria-live="polite">
        {endsOn && <Trans>Ends {endsOn}.</Trans>}
      </p>
    </fieldset>
  )
}
