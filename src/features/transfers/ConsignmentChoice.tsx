import { Trans, useLingui } from '@lingui/react/macro'
import { visibleName } from '../../lib/format'
import type { UseFormReturn } from 'react-hook-form'
import { Field } from '../../components/Field'
import { useHistory } from '../../lib/use-history'
import type { TransferForm } from './transfer-form'

/** The consignment id, typed or picked from those registered in this browser. */
export function ConsignmentChoice({ form }: { form: UseFormReturn<TransferForm> }) {
  const { register, setValue, watch, formState } = form
  const { records } = useHistory('consignments')
  const { t } = useLingui()
  const current = watch('consignmentId').trim()
  const known = records?.some((r) => r.id === current) ? current : ''
  return (
    <>
      <Field label={t`Consignment id (required)`} error={formState.errors.consignmentId?.message}>
        <input {...register('consignmentId')} autoComplete="off" spellCheck={false} />
      </Field>
      {records && records.length > 0 && (
        <Field label={t`Or pick one registered in this browser`}>
          <select
            value={known}
            onChange={(e) =>
              e.target.value &&
              setValue('consignmentId', e.target.value, { shouldValidate: formState.isSubmitted, shouldDirty: true })
            }
          >
            <option value="">
              <Trans>Choose a consignment…</Trans>
            </option>
            {records.map((r) => (
              <option key={r.id} value={r.id}>
                {visibleName(r.filename)} — {r.id}
              </option>
            ))}
          </select>
        </Field>
      )}
    </>
  )
}
