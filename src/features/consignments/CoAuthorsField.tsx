import { useRef } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Field } from '../../components/Field'
import type { ConsignmentForm } from './consignment-form'

/** Co-authors as the contract has them: any non-empty strings (names or addresses). */
export function CoAuthorsField({ form }: { form: UseFormReturn<ConsignmentForm> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'co_authors' })
  const addButton = useRef<HTMLButtonElement>(null)
  const errors = form.formState.errors.co_authors
  return (
    <fieldset>
      <legend>Co-authors</legend>
      {fields.length === 0 && <p className="hint">None. Add the people who share authorship of this file.</p>}
      <ol className="co-authors">
        {fields.map((item, index) => (
          <li key={item.id} className="row">
            <div className="grow">
              <Field label={`Co-author ${index + 1}`} error={errors?.[index]?.value?.message}>
                <input {...form.register(`co_authors.${index}.value`)} autoComplete="off" />
              </Field>
            </div>
            <button
              type="button"
              className="secondary"
              aria-label={`Remove co-author ${index + 1}`}
              onClick={() => {
                remove(index)
                addButton.current?.focus()
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {errors?.root?.message && (
        <p className="field-error" role="alert">
          {errors.root.message}
        </p>
      )}
      <button type="button" className="secondary" ref={addButton} onClick={() => append({ value: '' })}>
        Add a co-author
      </button>
    </fieldset>
  )
}
