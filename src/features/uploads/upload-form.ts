import * as z from 'zod/mini'
import { uploadSources } from '../../api/schemas'
import { isValidEmail } from '../../lib/recipients'

export const uploadFormSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the e-mail address the upload belongs to'),
      z.refine(isValidEmail, 'Enter a valid e-mail address, like name@example.com'),
    ),
  store: z.boolean(),
  source: z.enum(uploadSources),
})
export type UploadForm = z.infer<typeof uploadFormSchema>

export const uploadDefaults: UploadForm = { email: '', store: true, source: 'transfer' }

export const sourceLabels: Record<UploadForm['source'], string> = {
  transfer: 'Transfer',
  consignment: 'Consignment',
  public: 'Public (gets a direct link)',
}
