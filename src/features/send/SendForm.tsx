import { zodResolver } from '@hookform/resolvers/zod'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { mergeRecipients } from '../../lib/recipients'
import { useForm, useWatch } from 'react-hook-form'
import { useRecentRecipients, useSenderPrefill } from '../../shared/remembered'
import { ExpirationField } from '../../components/ExpirationField'
import { Field } from '../../components/Field'
import { SubmitRow } from '../../components/SubmitRow'
import { RecipientsField } from '../../components/RecipientsField'
import { useFormat } from '../../components/use-format'
import { useDraft } from '../../lib/use-draft'
import { emptySendForm, sendFormSchema, splitCoAuthors, type SendForm as Values } from './send-form'
import { Name } from '../../components/Name'

/** Recipients, message, expiration, co-authors, and the one button that sends every file. */
export function SendForm({
  fileCount,
  totalBytes,
  onSend,
  sharedRecipients,
  draft = 'send',
  defaults,
  forgetOnSend = false,
}: {
  fileCount: number
  totalBytes: number
  onSend: (values: Values) => boolean
  /** addresses named by files shared to the app, added to the recipients */
  sharedRecipients?: readonly string[]
  /** where the typed form is kept (lib/use-draft.ts) */
  draft?: string
  /** values the form starts with, over the empty form's */
  defaults?: Partial<Values>
  /** the form is for one send: once it is sent, its draft is not offered again */
  forgetOnSend?: boolean
}) {
  const { t, i18n } = useLingui()
  const f = useFormat()
  // The checks of the language shown, built at the form's first check rather than its first render.
  const form = useForm<Values>({
    resolver: (...check) => zodResolver(sendFormSchema(i18n))(...check),
    defaultValues: { ...emptySendForm, ...defaults },
  })
  const { register, control, handleSubmit, formState } = form
  const kept = useDraft(draft, form)
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
  const coAuthorCount = coAuthors.length
  const names = f.list(coAuthors, 'unit')
  const errors = formState.errors
  // Formatted only when the button says it: a first render builds no Intl formatter for it.
  const size = fileCount ? f.bytes(totalBytes) : ''
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!sender.holdPress(event))
          void handleSubmit((values) => {
            if (onSend(values) && forgetOnSend) kept.clear()
          })(event)
      }}
      aria-labelledby="send-form-heading"
    >
      <h2 id="send-form-heading">
        <Trans comment="heading of the form: the recipients and details of a send">Send to</Trans>
      </h2>
      <RecipientsField
        control={control}
        name="recipients"
        label={t`Recipients`}
        hint={t`Type or paste addresses separated by commas, semicolons, spaces or new lines.`}
        error={errors.recipients?.message}
        suggestions={suggestions}
      />
      <Field label={t`Message (optional)`} error={errors.message?.message}>
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
        label={t`Co-authors (optional)`}
        hint={
          coAuthorCount ? (
            <Trans>
              <Plural value={coAuthorCount} one="# co-author" other="# co-authors" />: <Name>{names}</Name>
            </Trans>
          ) : (
            t`Names or addresses, separated by commas.`
          )
        }
        error={errors.coAuthors?.message}
      >
        <input type="text" {...register('coAuthors')} />
      </Field>
      <Field label={t`Your e-mail`} hint={t`Recorded with each upload.`} error={errors.senderEmail?.message}>
        <input type="email" autoComplete="email" {...register('senderEmail')} />
      </Field>
      {/* The button says what will happen: how many files and how much goes out. */}
      <SubmitRow
        label={
          fileCount
            ? t({
                message: `Send ${plural(fileCount, { one: '# file', other: '# files' })} · ${size}`,
                comment: 'button: sends the files listed, their number and total size',
              })
            : t({ message: 'Send', comment: 'button: sends the files' })
        }
        waiting={sender.waiting}
        waitingNote={<Trans>Waiting for your account’s address from the service… Sending starts once it is filled in.</Trans>}
      />
    </form>
  )
}
