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
  const code = (name: 'uuid' | 'contentType' | 'container' | 'checksum') => (
    <input {...register(name)} autoComplete="off" spellCheck={false} />
  )
  const sizeEcho = /^\s*\d+\s*$/.test(size) ? `= ${formatBytes(Number(size))}` : ''
  return (
    <>
      <div className="row id-row">
        <div className="grow">
          <Field
            label="Consignment id (uuid)"
            hint="A new UUID is generated for you; you may use your own."
            error={errors.uuid?.message}
          >
            {code('uuid')}
          </Field>
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
      <Field label="Content type (required)" hint="A MIME type, such as application/pdf." error={errors.contentType?.message}>
        {code('contentType')}
      </Field>
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
      <Field
        label="Container (optional)"
        hint="The storage container the file is in, when it was uploaded."
        error={errors.container?.message}
      >
        {code('container')}
      </Field>
      <Field label="Checksum (optional)" hint="Lowercase hex, as computed from a picked file." error={errors.checksum?.message}>
        {code('checksum')}
      </Field>
    </>
  )
}
