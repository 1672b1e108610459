import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { uploadSources } from '../../api/schemas'
import { isValidEmail } from '../../lib/recipients'

/** What the form's checks say, by the key each reports (`useCheckWords` renders them in the language shown). */
export const uploadCheckWords = {
  emailMissing: msg`Enter the e-mail address the upload belongs to`,
  emailInvalid: msg`Enter a valid e-mail address, like name@example.com`,
}
type CheckWord = keyof typeof uploadCheckWords

export const uploadFormSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'emailMissing' satisfies CheckWord),
      z.refine(isValidEmail, 'emailInvalid' satisfies CheckWord),
    ),
  store: z.boolean(),
  source: z.enum(uploadSources),
})
export type UploadForm = z.infer<typeof uploadFormSchema>

export const uploadDefaults: UploadForm = { email: '', store: true, source: 'transfer' }

export const sourceLabels = {
  transfer: msg({ message: 'Transfer', context: 'upload source' }),
  consignment: msg`Consignment`,
  public: msg`Public (gets a direct link)`,
} satisfies Record<UploadForm['source'], MessageDescriptor>
