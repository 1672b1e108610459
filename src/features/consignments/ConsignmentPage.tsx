import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
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
import { AppStatus } from '../../shared/AppStatus'

type Registered = { id: string; filename: string; kept: boolean }

export default function ConsignmentPage() {
  const { publicApi } = useServices()
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const location = useLocation()
  const navigate = useNavigate()
  const [prefill] = useState(() => prefillFrom(location.state))
  const form = useForm<ConsignmentForm>({
    resolver: zodResolver(consignmentFormSchema),
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

  const another = () => {
    form.reset(emptyConsignment())
    mutation.reset()
    setRegistered(null)
  }

  return (
    <>
      <AppStatus />
      <h1>Register a consignment</h1>
      <p className="lead">Describe a file so it can be transferred. Fields marked required must be filled.</p>
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
          name="Register a consignment"
          onSubmit={submit}
          note={
            prefill && (
              <Alert kind="info">
                Filled from the upload of {prefill.filename || 'your file'}. Check the fields, then register.
              </Alert>
            )
          }
          restored={draft.restored}
          mutation={mutation}
          words={{ submit: 'Register consignment', pending: 'Registering…', failed: 'The consignment was not registered' }}
        >
          <ConsignmentFields form={form} />
        </DraftForm>
      )}
    </>
  )
}
