import { z } from 'zod'
import type { ConsignmentRequest } from '../../api/schemas'

const MIME = /^[^\s/]+\/[^\s/;]+(\s*;.*)?$/

export const consignmentFormSchema = z.object({
  uuid: z.string().trim().min(1, 'Enter an id, or generate a new one'),
  filename: z.string().trim().min(1, 'Enter the file name'),
  contentType: z.string().trim().min(1, 'Enter the content type').regex(MIME, 'Enter a content type such as text/plain'),
  size: z
    .string()
    .trim()
    .min(1, 'Enter the size in bytes')
    .regex(/^\d+$/, 'Enter the size as a whole number of bytes, 0 or more')
    .refine((v) => Number.isSafeInteger(Number(v)), 'That size is too large'),
  co_authors: z.array(z.object({ value: z.string().trim().min(1, 'Enter a co-author, or remove this entry') })),
  container: z.string().trim(),
  checksum: z.string().trim(),
})

/** Form values are strings (what inputs hold); `toRequest` turns them into the contract's types. */
export type ConsignmentForm = z.infer<typeof consignmentFormSchema>

export const formFields: Record<string, string> = {
  uuid: 'uuid',
  filename: 'filename',
  contentType: 'contentType',
  size: 'size',
  co_authors: 'co_authors.#.value',
  container: 'container',
  checksum: 'checksum',
}

export function emptyConsignment(): ConsignmentForm {
  return { uuid: crypto.randomUUID(), filename: '', contentType: '', size: '', co_authors: [], container: '', checksum: '' }
}

export function toRequest(values: ConsignmentForm): ConsignmentRequest {
  const parsed = consignmentFormSchema.parse(values)
  return {
    uuid: parsed.uuid,
    filename: parsed.filename,
    contentType: parsed.contentType,
    size: Number(parsed.size),
    co_authors: parsed.co_authors.map((c) => c.value),
    ...(parsed.container && { container: parsed.container }),
    ...(parsed.checksum && { checksum: parsed.checksum }),
  }
}

/** What the Upload page passes in `location.state.prefill`; a field of another type is left empty. */
const text = z.string().optional().catch(undefined)
const prefillSchema = z.object({
  uuid: text,
  container: text,
  filename: text,
  contentType: text,
  size: z.union([z.number().int().nonnegative(), z.string()]).optional().catch(undefined),
  checksum: text,
})

export function prefillFrom(state: unknown): ConsignmentForm | null {
  const parsed = z.object({ prefill: prefillSchema }).safeParse(state)
  if (!parsed.success) return null
  const p = parsed.data.prefill
  const base = emptyConsignment()
  return {
    ...base,
    uuid: p.uuid || base.uuid,
    container: p.container ?? '',
    filename: p.filename ?? '',
    contentType: p.contentType ?? '',
    size: p.size === undefined ? '' : String(p.size),
    checksum: p.checksum ?? '',
  }
}
