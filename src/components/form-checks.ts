import * as z from 'zod/mini'
import { isFutureDate } from '../lib/expiration'
import { isValidEmail } from '../lib/recipients'
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { serverField, type ServerField } from '../lib/server-field'
import type { ExpirationValues } from '../lib/transfer-fields'

/** The checks of the fields every transfer has (lib/transfer-fields.ts), each saying what to fix. */

export const recipientsField = z.array(z.string()).check(
  z.superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one recipient e-mail address' })
    const invalid = list.filter((a) => !isValidEmail(a))
    if (invalid.length)
      ctx.addIssue({
        code: 'custom',
        message: `${invalid.length === 1 ? 'This address is' : `${invalid.length} addresses are`} not valid: ${invalid.join(', ')}. Correct or remove ${invalid.length === 1 ? 'it' : 'them'}.`,
      })
  }),
)

export function checkExpiration(values: ExpirationValues, ctx: z.core.$RefinementCtx<ExpirationValues>) {
  if (values.expiration !== 'date') return
  const message = values.expirationDate ? 'Choose a date after today' : 'Choose the date the transfer ends'
  if (!isFutureDate(values.expirationDate, new Date())) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message })
}

/** What a form field shows for the server's refusal of it: the server's own words, when it gave some. */
export const refusalOf = ({ message, field }: ServerField) => message || `The server refused this ${field}.`

/**
 * A failed request that names a field of the form (`serverField`, through the form's `fields`
 * map): the refusal is shown on that field, which takes the focus. Any other error is left to the
 * form's own alert.
 */
export function showServerRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: Record<string, string>,
) {
  const field = serverField(error, fields)
  if (field) setError(field.name as FieldPath<T>, { type: 'server', message: refusalOf(field) }, { shouldFocus: true })
}
