import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { getCredentials } from '../../api/credentials'
import { Field } from '../../components/Field'
import { SecretInput } from './SecretInput'

// Header values cannot hold spaces, line breaks or non-ASCII: fetch would refuse to send them.
const headerValue = z
  .string()
  .check(z.trim(), z.regex(/^[\x21-\x7e]*$/, 'Use only letters, digits and symbols, without spaces or emoji.'))

const schema = z.object({ token: headerValue, publicKey: headerValue, remember: z.boolean() })
export type CredentialsInput = z.infer<typeof schema>

export function CredentialsForm({ onSave }: { onSave: (input: CredentialsInput) => void }) {
  const { register, handleSubmit, formState } = useForm<CredentialsInput>({
    resolver: zodResolver(schema),
    defaultValues: getCredentials(),
  })
  const { errors } = formState
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-labelledby="credentials-heading">
      <Field label="Access token" hint="Sent as Authorization: Bearer … to the public API only." error={errors.token?.message}>
        <SecretInput what="access token" {...register('token')} />
      </Field>
      <Field label="Storage key" hint="Sent as x-public-key to the storage API only." error={errors.publicKey?.message}>
        <SecretInput what="storage key" {...register('publicKey')} />
      </Field>
      <div className="field">
        <label className="inline-choice">
          <input type="checkbox" {...register('remember')} aria-describedby="remember-hint" />
          Remember on this device
        </label>
        <p className="hint" id="remember-hint">
          Otherwise they are kept only until this tab closes. Do not tick this on a shared computer.
        </p>
      </div>
      <div className="actions">
        <button type="submit">Save credentials</button>
      </div>
    </form>
  )
}
