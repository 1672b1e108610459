import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useCheckWords } from '../../components/check-words'
import { Field } from '../../components/Field'
import { useFormat } from '../../components/use-format'
import { consignmentCheckWords, type ConsignmentForm } from './consignment-form'

/** Co-authors as the contract has them: any non-empty strings (names or addresses). */
export function CoAuthorsField({ form }: { form: UseFormReturn<ConsignmentForm> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'co_authors' })
  const { t } = useLingui()
  const f = useFormat()
  const say = useCheckWords(consignmentCheckWords)
  const addButton = useRef<HTMLButtonElement>(null)
  const errors = form.formState.errors.co_authors
  return (
    <fieldset>
      <legend>
        <Trans>Co-authors</Trans>
      </legend>
      {fields.length === 0 && (
        <p className="hint">
          <Trans>None. Add the people who share authorship of this file.</Trans>
        </p>
      )}
      <ol className="co-authors">
        {fields.map((item, index) => {
          const number = f.count(index + 1)
          return (
            <li key={item.id} className="row">
              <div className="grow">
                <Field label={t`Co-author ${number}`} error={say(errors?.[index]?.value?.message)}>
                  <input {...form.register(`co_authors.${index}.value`)} autoComplete="off" />
                </Field>
              </div>
              <button
                type="button"
                className="secondary"
                aria-label={t`Remove co-author ${number}`}
                onClick={() => {
                  remove(index)
                  addButton.current?.focus()
                }}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          )
        })}
      </ol>
      {errors?.root?.message && (
        <p className="field-error" role="alert">
          {say(errors.root.message)}
        </p>
      )}
      <button type="button" className="secondary" ref={addButton} onClick={() => append({ value: '' })}>
        <Trans>Add a co-author</Trans>
      </button>
    </fieldset>
  )
}
