import { z } from 'zod'
import type { TransferRequest } from '../../api/schemas'
import type { ExpirationUnit } from '../../config/schema'
import { isFutureDate, toExpiration, type ExpirationChoice } from '../../lib/expiration'
import { isValidEmail } from '../../lib/recipients'

export const presetChoices = ['1', '7', '14', '30'] as const

export const transferFormSchema = z
  .object({
    consignmentId: z.string().trim().min(1, 'Enter the consignment id, or pick one registered here'),
    recipients: z.array(z.string()).superRefine((list, ctx) => {
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one recipient e-mail address' })
      const invalid = list.filter((a) => !isValidEmail(a))
      if (invalid.length)
        ctx.addIssue({
          code: 'custom',
          message: `${invalid.length === 1 ? 'This address is' : `${invalid.length} addresses are`} not valid: ${invalid.join(', ')}. Correct or remove ${invalid.length === 1 ? 'it' : 'them'}.`,
        })
    }),
    message: z.string(),
    expiration: z.enum([...presetChoices, 'date']),
    expirationDate: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.expiration !== 'date') return
    const message = values.expirationDate ? 'Choose a date after today' : 'Choose the date the transfer ends'
    if (!isFutureDate(values.expirationDate, new Date())) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message })
  })

export type TransferForm = z.infer<typeof transferFormSchema>

export const formFields: Record<string, string> = {
  consignmentId: 'consignmentId',
  target_emails: 'recipients',
  message: 'message',
  expiration: 'expiration',
}

export function emptyTransfer(consignmentId = ''): TransferForm {
  return { consignmentId, recipients: [], message: '', expiration: '7', expirationDate: '' }
}

export function choiceOf(values: Pick<TransferForm, 'expiration' | 'expirationDate'>): ExpirationChoice {
  return values.expiration === 'date' ? { date: values.expirationDate } : { days: Number(values.expiration) }
}

export function toRequest(values: TransferForm, unit: ExpirationUnit, now: Date): { consignmentId: string; input: TransferRequest } {
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
  const parsed = z.object({ consignmentId: z.string().min(1) }).safeParse(state)
  return parsed.success ? parsed.data.consignmentId : null
}
