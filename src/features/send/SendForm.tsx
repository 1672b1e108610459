import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { mergeRecipients } from '../../lib/recipients'
import { useForm, useWatch } from 'react-hook-form'
import { useRecentRecipients, useSenderPrefill } from '../../shared/remembered'
import { ExpirationField } from '../../components/ExpirationField'
import { Field } from '../../components/Field'
import { RecipientsField } from '../../components/RecipientsField'
import { formatBytes } from '../../lib/format'
import { plural } from '../../components/words'
import { useDraft } from '../../lib/use-draft'
import { emptySendForm, sendFormSchema, splitCoAuthors, type SendForm as Values } from './send-form'

/** Recipients, message, expiration, co-authors, and the one button that sends every file. */
export function SendForm({
  fileCount,
  totalBytes,
  onSend,
  sharedRecipients,
}: {
  fileCount: number
  totalBytes: number
  onSend: (values: Values) => boolean
  /** addresses named by files shared to the app, added to the recipients */
  sharedRecipients?: readonly string[]
}) {
  const { i18n } = useLingui()
  const form = useForm<Values>({ resolver: zodResolver(sendFormSchema(i18n)), defaultValues: emptySendForm })
  const { register, control, handleSubmit, formState } = form
  useDraft('send', form)
  // The sender is usually the signed-in person (/me), else the address last used here; a Send
  // pressed before /me has answered waits for it rather than calling the field empty.
  const sender = useSenderPrefill(form, 'senderEmail')
  const suggestions = useRecentRecipients()
  useEffect(() => {
    if (!sharedRecipients?.length) return
    const merged = mergeRecipients(form.getValues('recipients'), sharedRecipients)
    form.setValue('recipients', merged.list, { shouldDirty: true })
  }, [form, sharedRecipients])

  const [coAuthorText, expiration, expirationDate] = useWatch({ control, name: ['coAuthors', 'expiration', 'expirationDate'] })
  const coAuthors = splitCoAuthors(coAuthorText)
  const errors = formState.errors
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!sender.holdPress(event)) void handleSubmit((values) => void onSend(values))(event)
      }}
      aria-labelledby="send-form-heading"
    >
      <h2 id="send-form-heading">Send to</h2>
      <RecipientsField
        control={control}
        name="recipients"
        label="Recipients"
        hint="Type or paste addresses separated by commas, semicolons, spaces or new lines."
        error={errors.recipients?.message}
        suggestions={suggestions}
      />
      <Field label="Message (optional)" error={errors.message?.message}>
        <textarea {...register('message')} />
      </Field>
      <ExpirationField
        values={{ expiration, expirationDate }}
        preset={register('expiration')}
        date={register('expirationDate')}
        error={errors.expiration?.message}
        dateError={errors.expirationDate?.message}
      />
      <Field
        label="Co-authors (optional)"
        hint={
          coAuthors.length
            ? `${plural(coAuthors.length, 'co-author')}: ${coAuthors.join(', ')}`
            : 'Names or addresses, separated by commas.'
        }
        error={errors.coAuthors?.message}
      >
        <input type="text" {...register('coAuthors')} />
      </Field>
      <Field label="Your e-mail" hint="Recorded with each upload." error={errors.senderEmail?.message}>
        <input type="email" autoComplete="email" {...register('senderEmail')} />
      </Field>
      <div className="actions">
        {/* Says what will happen: how many files and how much goes out. */}
        <button type="submit">{fileCount ? `Send ${plural(fileCount, 'file')} · ${formatBytes(totalBytes)}` : 'Send'}</button>
      </div>
      <div role="status">
        {sender.waiting && (
          <p className="hint">Waiting for your account’s address from the service… Sending starts once it is filled in.</p>
        )}
      </div>
    </form>
  )
}
