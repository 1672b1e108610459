import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { expiresAt } from '../lib/expiration'
import { choiceOf, presetChoices, type ExpirationValues } from '../lib/transfer-fields'
import { Field } from './Field'
import { useFormat } from './use-format'
import { useSaid } from './use-said'

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
  /** The end of the choice made at `at`, in words; none for a date already past. */
  const endsAt = (at: Date) => {
    const end = expiresAt(choiceOf(values), at)
    return end && !(values.expiration === 'date' && end <= at) ? f.longDate(end) : ''
  }
  const endsOn = endsAt(now)
  // Said when the person changes the choice, not as the page opens or a draft comes back, and
  // from the moment of that change: the minutes going by change the hint, not what was said.
  const [changed, setChanged] = useState<{ at: number } | null>(null)
  const heard = changed && endsAt(new Date(changed.at))
  const ends = (endsOn: string) => t`Ends ${endsOn}.`
  const said = useSaid(heard ? ends(heard) : '', changed)
  const byPerson = (field: UseFormRegisterReturn): UseFormRegisterReturn => ({
    ...field,
    onChange: (event) => {
      setChanged({ at: Date.now() })
      return field.onChange(event)
    },
  })
  const summaryId = useId()
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
              <input type="radio" value={choice} {...byPerson(preset)} /> <Plural value={days} one="in # day" other="in # days" />
            </label>
          )
        })}
        <label className="inline-choice">
          <input type="radio" value="date" {...byPerson(preset)} /> <Trans>on a date</Trans>
        </label>
      </div>
      {values.expiration === 'date' && (
        <Field label={t`End date`} hint={t`The transfer ends at the end of this day, your time.`} error={dateError}>
          <input type="date" min={localDate(tomorrow)} {...byPerson(date)} />
        </Field>
      )}
      {error && <p className="field-error">{error}</p>}
      <p id={summaryId} className="hint">
        {endsOn && <Trans>Ends {endsOn}.</Trans>}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </fieldset>
  )
}
