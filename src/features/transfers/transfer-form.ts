import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { TransferRequest } from '../../api/schemas'
import type { ExpirationUnit } from '../../config/schema'
import { toExpiration } from '../../lib/expiration'
import { choiceOf, defaultExpiration, expirationShape } from '../../lib/transfer-fields'
import { checkExpiration, recipientsField } from '../../components/form-checks'
import { perLocale } from '../../shared/per-locale'
import { fieldMap } from '../../lib/server-field'

/** The form's checks, their words in the language shown. */
export const transferFormSchema = perLocale((i18n: I18n) =>
  z
    .object({
      consignmentId: z
        .string()
        .check(z.trim(), z.minLength(1, i18n._(msg`Enter the consignment id, or pick one registered here`))),
      recipients: recipientsField(i18n),
      message: z.string(),
      ...expirationShape(),
    })
    .check(z.superRefine(checkExpiration(i18n))),
)

export type TransferForm = z.infer<ReturnType<typeof transferFormSchema>>

export const formFields = fieldMap(['consignmentId', 'message', 'expiration'], { target_emails: 'recipients' })

export function emptyTransfer(consignmentId = ''): TransferForm {
  return { consignmentId, recipients: [], message: '', expiration: defaultExpiration, expirationDate: '' }
}

export function toRequest(
  values: TransferForm,
  unit: ExpirationUnit,
  now: Date,
): { consignmentId: string; input: TransferRequest } {
  const message = values.message.trim()
  return {
    consignmentId: values.consignmentId.trim(),
    input: {
      target_emails: values.recipients,
      ...(message && { message }),
      expiration: toExpiration(choiceOf(values), unit, now),
    },
  }
}

export function consignmentIdFrom(state: unknown): string | null {
  const parsed = z.object({ consignmentId: z.string().check(z.minLength(1)) }).safeParse(state)
  return parsed.success ? parsed.data.consignmentId : null
}
