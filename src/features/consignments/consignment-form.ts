import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { ConsignmentRequest } from '../../api/schemas'
import { fieldMap } from '../../lib/server-field'

const MIME = /^[^\s/]+\/[^\s/;]+(\s*;.*)?$/

/** What the form's checks say, by the key each reports (`useCheckWords` renders them in the language shown). */
export const consignmentCheckWords = {
  uuidMissing: msg`Enter an id, or generate a new one`,
  filenameMissing: msg`Enter the file name`,
  contentTypeMissing: msg`Enter the content type`,
  contentTypeInvalid: msg`Enter a content type such as text/plain`,
  sizeMissing: msg`Enter the size in bytes`,
  sizeInvalid: msg`Enter the size as a whole number of bytes, 0 or more`,
  sizeTooLarge: msg`That size is too large`,
  coAuthorMissing: msg`Enter a co-author, or remove this entry`,
}
type CheckWord = keyof typeof consignmentCheckWords

const required = (word: CheckWord) => z.string().check(z.trim(), z.minLength(1, word))
const trimmed = () => z.string().check(z.trim())

/** The form's checks, built when the form is first checked, not when the page's chunk is evaluated. */
const buildFormSchema = () =>
  z.object({
    uuid: required('uuidMissing'),
    filename: required('filenameMissing'),
    contentType: required('contentTypeMissing').check(z.regex(MIME, 'contentTypeInvalid' satisfies CheckWord)),
    size: required('sizeMissing').check(
      z.regex(/^\d+$/, 'sizeInvalid' satisfies CheckWord),
      z.refine((v) => Number.isSafeInteger(Number(v)), 'sizeTooLarge' satisfies CheckWord),
    ),
    co_authors: z.array(z.object({ value: required('coAuthorMissing') })),
    container: trimmed(),
    checksum: trimmed(),
  })
let formSchema: ReturnType<typeof buildFormSchema> | undefined
export const consignmentFormSchema = () => (formSchema ??= buildFormSchema())

/** Form values are strings (what inputs hold); `toRequest` turns them into the contract's types. */
export type ConsignmentForm = z.infer<ReturnType<typeof consignmentFormSchema>>

export const formFields = fieldMap(['uuid', 'filename', 'contentType', 'size', 'container', 'checksum'], {
  co_authors: 'co_authors.#.value',
})

export function emptyConsignment(): ConsignmentForm {
  return { uuid: crypto.randomUUID(), filename: '', contentType: '', size: '', co_authors: [], container: '', checksum: '' }
}

export function toRequest(values: ConsignmentForm): ConsignmentRequest {
  const parsed = consignmentFormSchema().parse(values)
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

/**
 * What the Upload page passes in `location.state.prefill`; a field of another type is left empty.
 * Built only when a page is opened with a prefill: an opening without one needs no zod.
 */
function buildPrefillSchema() {
  const text = z.catch(z.optional(z.string()), undefined)
  const prefill = z.object({
    uuid: text,
    container: text,
    filename: text,
    contentType: text,
    size: z.catch(z.optional(z.union([z.int().check(z.nonnegative()), z.string()])), undefined),
    checksum: text,
  })
  return z.object({ prefill })
}
let prefillChecks: ReturnType<typeof buildPrefillSchema> | undefined

export function prefillFrom(state: unknown): ConsignmentForm | null {
  // What the check below would refuse anyway, without building it.
  if (typeof state !== 'object' || state === null || !('prefill' in state)) return null
  const parsed = (prefillChecks ??= buildPrefillSchema()).safeParse(state)
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
