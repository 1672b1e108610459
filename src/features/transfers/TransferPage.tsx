import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLocation } from '../../shared/routing'
import { publicMutations } from '../../api/queries'
import { useServices } from '../../shared/services'
import { DraftForm } from '../../components/DraftForm'
import { ExpirationField } from '../../components/ExpirationField'
import { Field } from '../../components/Field'
import { RecipientsField } from '../../components/RecipientsField'
import { keptInHistory, recordTransfer } from '../../lib/history-records'
import { showServerRefusal } from '../../components/form-checks'
import { useDraft } from '../../lib/use-draft'
import { ConsignmentChoice } from './ConsignmentChoice'
import { PickSeveral } from './PickSeveral'
import { consignmentIdFrom, emptyTransfer, formFields, toRequest, transferFormSchema, type TransferForm } from './transfer-form'
import { TransferResult, type Sent } from './TransferResult'
import { PageHead } from '../../shared/PageHead'

export default function TransferPage() {
  const { publicApi, config } = useServices()
  const location = useLocation()
  const { t, i18n } = useLingui()
  const [prefillId] = useState(() => consignmentIdFrom(location.state))
  const form = useForm<TransferForm>({
    resolver: zodResolver(transferFormSchema(i18n)),
    defaultValues: emptyTransfer(prefillId ?? ''),
  })
  const draft = useDraft('transfer', form, { restore: !prefillId })
  const mutation = useMutation(publicMutations.createTransfer(publicApi))
  const [sent, setSent] = useState<Sent | null>(null)
  const { errors } = form.formState
  const [expiration, expirationDate] = useWatch({ control: form.control, name: ['expiration', 'expirationDate'] })

  const submit = form.handleSubmit((values) => {
    const request = toRequest(values, config.expirationUnit, new Date())
    mutation.mutate(request, {
      onSuccess: async (id) => {
        draft.clear()
        const kept = await keptInHistory(() => recordTransfer(id, request.consignmentId, request.input))
        setSent({ id, consignmentId: request.consignmentId, recipients: values.recipients.length, kept })
      },
      onError: (error) => showServerRefusal(i18n, form.setError, error, formFields),
    })
  })

  const another = () => {
    form.reset(emptyTransfer(form.getValues('consignmentId')))
    mutation.reset()
    setSent(null)
  }

  return (
    <>
      <PageHead
        title={<Trans>Send a transfer</Trans>}
        lead={<Trans>Send a registered consignment to one or more people by e-mail.</Trans>}
      />
      <div aria-live="polite">{sent && <TransferResult sent={sent} onAnother={another} />}</div>
      {!sent && (
        <DraftForm
          name={t`Send a transfer`}
          onSubmit={submit}
          restored={draft.restored}
          mutation={mutation}
          words={{ submit: t`Send transfer`, pending: t`Sending…`, failed: t`The transfer was not sent` }}
        >
          <ConsignmentChoice form={form} />
          <RecipientsField
            control={form.control}
            name="recipients"
            label={t`Recipients (required)`}
            hint={t`Type or paste e-mail addresses, separated by commas, semicolons, spaces or new lines. Enter or a comma adds one; Backspace removes the last.`}
            error={errors.recipients?.message}
          />
          <Field label={t`Message (optional)`} error={errors.message?.message}>
            <textarea {...form.register('message')} />
          </Field>
          <ExpirationField
            values={{ expiration, expirationDate }}
            preset={form.register('expiration')}
            date={form.register('expirationDate')}
            error={errors.expiration?.message}
            dateError={errors.expirationDate?.message}
          />
        </DraftForm>
      )}
      {!sent && <PickSeveral />}
    </>
  )
}
