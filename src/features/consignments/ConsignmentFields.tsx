import type { UseFormReturn } from 'react-hook-form'
import { Field } from '../../components/Field'
import { formatBytes } from '../../lib/format'
import { CoAuthorsField } from './CoAuthorsField'
import type { ConsignmentForm } from './consignment-form'
import { LocalFileField } from './LocalFileField'

/** The seven fields of a consignment, plus the local-file shortcut that fills four of them. */
export function ConsignmentFields({ form }: { form: UseFormReturn<ConsignmentForm> }) {
  const { register, setValue, watch, formState } = form
  const { errors } = formState
  const size = watch('size')
  const fill = { shouldValidate: formState.isSubmitted, shouldDirty: true }
  // Ids, types and checksums: no autocomplete, no spell checking.
  const codeField = (name: 'uuid' | 'contentType' | 'container' | 'checksum', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      <input {...register(name)} autoComplete="off" spellCheck={false} />
    </Field>
  )
  const sizeEcho = /^\s*\d+\s*$/.test(size) ? `= ${formatBytes(Number(size))}` : ''
  return (
    <>
      <div className="row id-row">
        <div className="grow">
          {codeField('uuid', 'Consignment id (uuid)', 'A new UUID is generated for you; you may use your own.')}
        </div>
        <button type="button" className="secondary" onClick={() => setValue('uuid', crypto.randomUUID(), fill)}>
          New id
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
      <Field label="File name (required)" error={errors.filename?.message}>
        <input {...register('filename')} autoComplete="off" />
      </Field>
      {codeField('contentType', 'Content type (required)', 'A MIME type, such as application/pdf.')}
      <div className="row size-row">
        <div className="grow">
          <Field label="Size in bytes (required)" error={errors.size?.message}>
            <input {...register('size')} inputMode="numeric" autoComplete="off" />
          </Field>
        </div>
        <output className="size-echo muted" aria-live="polite">
          {sizeEcho}
        </output>
      </div>
      <CoAuthorsField form={form} />
      {codeField('container', 'Container (optional)', 'The storage container the file is in, when it was uploaded.')}
      {codeField('checksum', 'Checksum (optional)', 'Lowercase hex, as computed from a picked file.')}
    </>
  )
}
