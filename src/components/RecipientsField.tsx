import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { Field } from './Field'
import { RecipientsInput } from './RecipientsInput'

/** The recipients chips as one field of a react-hook-form form. */
export function RecipientsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  suggestions,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  hint: string
  error?: string
  suggestions?: readonly string[]
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} hint={hint} error={error}>
          <RecipientsInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            suggestions={suggestions}
          />
        </Field>
      )}
    />
  )
}
