import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { getCredentials } from '../../api/credentials'
import { Field } from '../../components/Field'
import { SecretInput } from './SecretInput'

// Header values cannot hold spaces, line breaks or non-ASCII: fetch would refuse to send them. The
// form words the refusal (its code here), in the language shown.
const headerValue = z.string().check(z.trim(), z.regex(/^[\x21-\x7e]*$/, 'header-value'))

/** The HTTP headers the credentials travel in: names, not words. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, as sent
const bearerHeader = 'Authorization: Bearer …'
const keyHeader = 'x-public-key'

const schema = z.object({ token: headerValue, publicKey: headerValue, remember: z.boolean() })
export type CredentialsInput = z.infer<typeof schema>

export function CredentialsForm({ onSave }: { onSave: (input: CredentialsInput) => void }) {
  const { register, handleSubmit, formState } = useForm<CredentialsInput>({
    resolver: zodResolver(schema),
    defaultValues: getCredentials(),
  })
  const { errors } = formState
  const { t } = useLingui()
  const refused = t`Use only letters, digits and symbols, without spaces or emoji.`
  const secrets = [
    {
      field: 'token',
      secret: 'token',
      label: t`Access token`,
      hint: <Trans>Sent as {bearerHeader} to the public API only.</Trans>,
    },
    {
      field: 'publicKey',
      secret: 'key',
      label: t`Storage key`,
      hint: <Trans>Sent as {keyHeader} to the storage API only.</Trans>,
    },
  ] as const
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-labelledby="credentials-heading">
      {secrets.map(({ field, secret, label, hint }) => (
        <Field key={field} label={label} hint={hint} error={errors[field] && refused}>
          <SecretInput secret={secret} {...register(field)} />
        </Field>
      ))}
      <div className="field">
        <label className="inline-choice">
          <input type="checkbox" {...register('remember')} aria-describedby="remember-hint" />
          <Trans>Remember on this device</Trans>
        </label>
        <p className="hint" id="remember-hint">
          <Trans>Otherwise they are kept only until this tab closes. Do not tick this on a shared computer.</Trans>
        </p>
      </div>
      <div className="actions">
        <button type="submit">
          <Trans>Save credentials</Trans>
        </button>
      </div>
    </form>
  )
}
