import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { isFutureDate } from '../lib/expiration'
import { isValidEmail } from '../lib/recipients'
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { serverField, type ServerField } from '../lib/server-field'
import type { ExpirationValues } from '../lib/transfer-fields'
import { formatterFor } from './use-format'

/**
 * The checks of the fields every transfer has (lib/transfer-fields.ts), each saying what to fix in
 * the language `i18n` shows: a form builds its schema with the active one (`useLingui()`).
 */

export const recipientsField = (i18n: I18n) =>
  z.array(z.string()).check(
    z.superRefine((list, ctx) => {
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: i18n._(msg`Add at least one recipient e-mail address`) })
      const invalid = list.filter((a) => !isValidEmail(a))
      if (invalid.length) {
        const addresses = formatterFor(i18n.locale).list(invalid, 'unit')
        ctx.addIssue({
          code: 'custom',
          message: i18n._(
            msg`${plural(invalid.length, {
              one: `This address is not valid: ${addresses}. Correct or remove it.`,
              other: `# addresses are not valid: ${addresses}. Correct or remove them.`,
            })}`,
          ),
        })
      }
    }),
  )

/** The check of the expiration fields, for a form's `z.superRefine`. */
export const checkExpiration = (i18n: I18n) => (values: ExpirationValues, ctx: z.core.$RefinementCtx<ExpirationValues>) => {
  if (values.expiration !== 'date') return
  const message = values.expirationDate ? i18n._(msg`Choose a date after today`) : i18n._(msg`Choose the date the transfer ends`)
  if (!isFutureDate(values.expirationDate, new Date())) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message })
}

/** What a form field shows for the server's refusal of it: the server's own words, when it gave some. */
export const refusalOf = (i18n: I18n, { message, field }: ServerField) =>
  message || i18n._(msg({ message: `The server refused this ${field}.`, comment: 'field: the name the server gave the field' }))

/**
 * A failed request that names a field of the form (`serverField`, through the form's `fields`
 * map): the refusal is shown on that field, which takes the focus. Any other error is left to the
 * form's own alert.
 */
export function showServerRefusal<T extends FieldValues>(
  i18n: I18n,
  setError: UseFormSetError<T>,
  error: unknown,
  fields: Record<string, string>,
) {
  const field = serverField(error, fields)
  if (field) setError(field.name as FieldPath<T>, { type: 'server', message: refusalOf(i18n, field) }, { shouldFocus: true })
}
