// zod/mini: the same schemas at a fraction of the first chunk's weight (docs/decisions/0004).
import * as z from 'zod/mini'

/**
 * The service contract (docs/contract.md) once, for the app, the mock and docs/openapi.json
 * (`npm run openapi`): requests as the app sends them, responses as it accepts them.
 */

export const errorBodySchema = z.object({
  success: z._default(z.optional(z.literal(false)), false),
  message: z.string(),
  context: z._default(z.optional(z.string()), ''),
})
export type ErrorBody = z.output<typeof errorBodySchema>

const looseBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
])
/** The contract types `size` and `sync` as strings; real servers send numbers too. */
const numberish = z.union([z.number(), z.string()])
const nonEmpty = () => z.string().check(z.minLength(1))

export const consignmentRequestSchema = z.object({
  uuid: nonEmpty(),
  filename: nonEmpty(),
  contentType: nonEmpty(),
  size: z.int().check(z.nonnegative()),
  co_authors: z.array(z.string()),
  container: z.optional(z.string()),
  checksum: z.optional(z.string()),
})
export type ConsignmentRequest = z.output<typeof consignmentRequestSchema>

export const transferRequestSchema = z.object({
  target_emails: z.array(z.email()).check(z.minLength(1)),
  message: z.optional(z.string()),
  expiration: z.optional(z.number().check(z.positive())),
})
export type TransferRequest = z.output<typeof transferRequestSchema>

export const creationResponseSchema = z.object({
  success: z.literal(true),
  body: z.object({ id: nonEmpty() }),
})
export type CreationResponse = z.output<typeof creationResponseSchema>

export const countResponseSchema = z.object({ total: z.number() })

export const meResponseSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((value) =>
    value.body && typeof value.body === 'object' && !Array.isArray(value.body) && 'success' in value
      ? (value.body as Record<string, unknown>)
      : value,
  ),
)
export type Me = z.output<typeof meResponseSchema>

export const uploadSources = ['transfer', 'consignment', 'public'] as const
export type UploadSource = (typeof uploadSources)[number]

/** The multipart fields of `POST /upload`; `store` travels as the text `true` or `false`. */
export const uploadRequestSchema = z.object({
  file: z.file(),
  email: nonEmpty(),
  store: z.boolean(),
  source: z.enum(uploadSources),
})

export const uploadResultSchema = z.object({
  fileId: z.string(),
  containerId: z.string(),
  mime: z.string(),
  size: numberish,
  scan: looseBoolean,
  store: looseBoolean,
  originalname: z.string(),
  checksum: z.string(),
  sync: z.union([z.string(), z.boolean(), z.number()]),
  public: z._default(z.optional(looseBoolean), false),
  directLink: z._default(z.optional(z.string()), ''),
})
export type UploadResult = z.output<typeof uploadResultSchema>

export const uploadResponseSchema = z.object({
  success: z._default(z.optional(z.boolean()), true),
  body: uploadResultSchema,
})

export const downloadRequestSchema = z.object({
  fileId: nonEmpty(),
  containerId: z.optional(z.string()),
})
export type DownloadRequest = z.output<typeof downloadRequestSchema>

export const downloadResponseSchema = z.object({
  success: z._default(z.optional(z.boolean()), true),
  body: z.object({ link: nonEmpty() }),
})
