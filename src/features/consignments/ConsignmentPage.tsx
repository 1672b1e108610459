import { Trans, useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useLocation, useNavigate } from '../../shared/routing'
import { publicMutations } from '../../api/queries'
import { useServices } from '../../shared/services'
import { Alert } from '../../components/Alert'
import { DraftForm } from '../../components/DraftForm'
import { keptInHistory, recordConsignment } from '../../lib/history-records'
import { showServerRefusal } from '../../components/form-checks'
import { notKeptInHistory } from '../../components/words'
import { useDraft } from '../../lib/use-draft'
import {
  consignmentFormSchema,
  emptyConsignment,
  formFields,
  prefillFrom,
  toRequest,
  type ConsignmentForm,
} from './consignment-form'
import { ConsignmentFields } from './ConsignmentFields'
import { ConsignmentResult } from './ConsignmentResult'
import { PageHead } from '../../shared/PageHead'

type Registered = { id: string; filename: string; kept: boolean }

/** The form's checks, made at its first check rather than with the page (consignment-form.ts). */
const resolver: Resolver<ConsignmentForm> = (...check) => zodResolver(consignmentFormSchema())(...check)

export default function ConsignmentPage() {
  const { publicApi } = useServices()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const location = useLocation()
  const navigate = useNavigate()
  const [prefill] = useState(() => prefillFrom(location.state))
  const form = useForm<ConsignmentForm>({
    resolver,
    defaultValues: prefill ?? emptyConsignment(),
  })
  const draft = useDraft('consignment', form, { restore: !prefill })
  const mutation = useMutation(publicMutations.createConsignment(publicApi, queryClient))
  const [registered, setRegistered] = useState<Registered | null>(null)

  const submit = form.handleSubmit((values) => {
    const request = toRequest(values)
    mutation.mutate(request, {
      onSuccess: async (id) => {
        draft.clear()
        const kept = await keptInHistory(() => recordConsignment(id, request))
        setRegistered({ id, filename: request.filename, kept })
      },
      onError: (error) => showServerRefusal(i18n, form.setError, error, formFields),
    })
  })

  // A sentence tests read whole (getByText), so the name is not isolated in an element of its own.
  const filledFrom = (filename: string) =>
    filename
      ? t`Filled from the upload of ${filename}. Check the fields, then register.`
      : t`Filled from the upload of your file. Check the fields, then register.`

  const another = () => {
    form.reset(emptyConsignment())
    mutation.reset()
    setRegistered(null)
  }

  return (
    <>
      <PageHead
        title={<Trans>Register a consignment</Trans>}
        lead={<Trans>Describe a file so it can be transferred. Fields marked required must be filled.</Trans>}
      />
      <div aria-live="polite">
        {registered && (
          <ConsignmentResult
            id={registered.id}
            filename={registered.filename}
            onTransfer={() => void navigate('/transfers/new', { state: { consignmentId: registered.id } })}
            onAnother={another}
          />
        )}
        {registered && !registered.kept && <p className="muted">{i18n._(notKeptInHistory)}</p>}
      </div>
      {!registered && (
        <DraftForm
          name={t`Register a consignment`}
          onSubmit={submit}
          note={prefill && <Alert kind="info">{filledFrom(prefill.filename)}</Alert>}
          restored={draft.restored}
          mutation={mutation}
          words={{ submit: t`Register consignment`, pending: t`Registering…`, failed: t`The consignment was not registered` }}
        >
          <ConsignmentFields form={form} />
        </DraftForm>
      )}
    </>
  )
}
