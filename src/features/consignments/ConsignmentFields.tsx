import { Trans, useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { useCheckWords } from '../../components/check-words'
import { Field } from '../../components/Field'
import { useFormat } from '../../components/use-format'
import { CoAuthorsField } from './CoAuthorsField'
import { consignmentCheckWords, type ConsignmentForm } from './consignment-form'
import { LocalFileField } from './LocalFileField'

/** The seven fields of a consignment, plus the local-file shortcut that fills four of them. */
export function ConsignmentFields({ form }: { form: UseFormReturn<ConsignmentForm> }) {
  const { register, setValue, watch, formState } = form
  const { errors } = formState
  const { t } = useLingui()
  const f = useFormat()
  const say = useCheckWords(consignmentCheckWords)
  const size = watch('size')
  const fill = { shouldValidate: formState.isSubmitted, shouldDirty: true }
  // Ids, types and checksums: no autocomplete, no spell checking.
  const codeField = (name: 'uuid' | 'contentType' | 'container' | 'checksum', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={say(errors[name]?.message)}>
      <input {...register(name)} autoComplete="off" spellCheck={false} />
    </Field>
  )
  const sizeEcho = /^\s*\d+\s*$/.test(size) ? `= ${f.bytes(Number(size))}` : ''
  return (
    <>
      <div className="row id-row">
        <div className="grow">
          {codeField('uuid', t`Consignment id (uuid)`, t`A new UUID is generated for you; you may use your own.`)}
        </div>
        <button type="button" className="secondary" onClick={() => setValue('uuid', crypto.randomUUID(), fill)}>
          <Trans>New id</Trans>
        </button>
      </div>
      <LocalFileField
        onPicked={(file) => {
          setValue('filename', file.filename, fill)
          setValue('contentType', file.contentType, fill)
          setValue('size', String(file.size), fill)
          setValue('checksum', '', fill)
        }}
        onChecksum={(hex) => setValue('checksum', hex, fill)}
      />
      <Field label={t`File name (required)`} error={say(errors.filename?.message)}>
        <input {...register('filename')} autoComplete="off" />
      </Field>
      {codeField('contentType', t`Content type (required)`, t`A MIME type, such as application/pdf.`)}
      <div className="row size-row">
        <div className="grow">
          <Field label={t`Size in bytes (required)`} error={say(errors.size?.message)}>
            <input {...register('size')} inputMode="numeric" autoComplete="off" />
          </Field>
        </div>
        <output className="size-echo muted" aria-live="polite">
          {sizeEcho}
        </output>
      </div>
      <CoAuthorsField form={form} />
      {codeField('container', t`Container (optional)`, t`The storage container the file is in, when it was uploaded.`)}
      {codeField('checksum', t`Checksum (optional)`, t`Lowercase hex, as computed from a picked file.`)}
    </>
  )
}
