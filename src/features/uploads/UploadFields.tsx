import type { UseFormReturn } from 'react-hook-form'
import { uploadSources } from '../../api/schemas'
import { Field } from '../../components/Field'
import { sourceLabels, type UploadForm } from './upload-form'

/** email, store and source: what the storage API wants with every file. */
export function UploadFields({ form }: { form: UseFormReturn<UploadForm> }) {
  const { register, formState } = form
  return (
    <>
      <Field label="E-mail" hint="The address the upload belongs to." error={formState.errors.email?.message}>
        <input {...register('email')} type="email" autoComplete="email" />
      </Field>
      <label className="inline-choice">
        <input type="checkbox" {...register('store')} /> Store the files
      </label>
      <fieldset>
        <legend>Source</legend>
        {uploadSources.map((source) => (
          <label key={source} className="inline-choice">
            <input type="radio" value={source} {...register('source')} /> {sourceLabels[source]}
          </label>
        ))}
      </fieldset>
    </>
  )
}
