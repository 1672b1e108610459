import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { ExpirationUnit } from '../../config/schema'
import { toExpiration } from '../../lib/expiration'
import { choiceOf, defaultExpiration, expirationShape } from '../../lib/transfer-fields'
import { checkExpiration, recipientsField } from '../../components/form-checks'
import { perLocale } from '../../shared/per-locale'
import type { SendDetails } from '../../lib/send/steps'

/** The form's checks, their words in the language shown. */
export const sendFormSchema = perLocale((i18n: I18n) =>
  z
    .object({
      senderEmail: z.pipe(
        z.string().check(z.trim()),
        z.email(i18n._(msg`Enter your e-mail address (the storage service records who uploaded)`)),
      ),
      recipients: recipientsField(i18n),
      message: z.string(),
      coAuthors: z.string(),
      ...expirationShape(),
    })
    .check(z.superRefine(checkExpiration(i18n))),
)

export type SendForm = z.infer<ReturnType<typeof sendFormSchema>>

export const emptySendForm: SendForm = {
  senderEmail: '',
  recipients: [],
  message: '',
  coAuthors: '',
  expiration: defaultExpiration,
  expirationDate: '',
}

/** Co-authors typed as one line: separated by commas, semicolons or new lines, kept once each. */
export function splitCoAuthors(text: string): string[] {
  const seen = new Set<string>()
  return text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
}

export function toSendDetails(values: SendForm, unit: ExpirationUnit, now: Date): SendDetails {
  return {
    co_authors: splitCoAuthors(values.coAuthors),
    target_emails: values.recipients,
    message: values.message.trim(),
    expiration: toExpiration(choiceOf(values), unit, now),
  }
}
