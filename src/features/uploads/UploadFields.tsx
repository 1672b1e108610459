import { Trans, useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { uploadSources } from '../../api/schemas'
import { useCheckWords } from '../../components/check-words'
import { Field } from '../../components/Field'
import { sourceLabels, uploadCheckWords, type UploadForm } from './upload-form'

/** email, store and source: what the storage API wants with every file. */
export function UploadFields({ form }: { form: UseFormReturn<UploadForm> }) {
  const { register, formState } = form
  const { i18n, t } = useLingui()
  const say = useCheckWords(uploadCheckWords)
  return (
    <>
      <Field label={t`E-mail`} hint={t`The address the upload belongs to.`} error={say(formState.errors.email?.message)}>
        <input {...register('email')} type="email" autoComplete="email" />
      </Field>
      <label className="inline-choice">
        <input type="checkbox" {...register('store')} /> <Trans>Store the files</Trans>
      </label>
      <fieldset>
        <legend>
          <Trans comment="where the upload comes from: a transfer, a consignment, or public">Source</Trans>
        </legend>
        {uploadSources.map((source) => (
          <label key={source} className="inline-choice">
            <input type="radio" value={source} {...register('source')} /> {i18n._(sourceLabels[source])}
          </label>
        ))}
      </fieldset>
    </>
  )
}
