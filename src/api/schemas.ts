import { z } from 'zod'

/** The service contract (shared/spec/service-interface.md) once, for the app and the mock. */

export const errorBodySchema = z.object({
  success: z.literal(false).optional().default(false),
  message: z.string(),
  context: z.string().optional().default(''),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

const looseBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
/** The contract types `size` and `sync` as strings; real servers send numbers too. */
const numberish = z.union([z.number(), z.string()])

export const consignmentRequestSchema = z.object({
  uuid: z.string().min(1),
  filename: z.string().min(1),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  co_authors: z.array(z.string()),
  container: z.string().optional(),
  checksum: z.string().optional(),
})
export type ConsignmentRequest = z.infer<typeof consignmentRequestSchema>

export const transferRequestSchema = z.object({
  target_emails: z.array(z.email()).min(1),
  message: z.string().optional(),
  expiration: z.number().positive().optional(),
})
export type TransferRequest = z.infer<typeof transferRequestSchema>

export const creationResponseSchema = z.object({
  success: z.literal(true),
  body: z.object({ id: z.string().min(1) }),
})
export type CreationResponse = z.infer<typeof creationResponseSchema>

export const countResponseSchema = z.object({ total: z.number() })

export const meResponseSchema = z
  .record(z.string(), z.unknown())
  .transform((value) =>
    value.body && typeof value.body === 'object' && !Array.isArray(value.body) && 'success' in value
      ? (value.body as Record<string, unknown>)
      : value,
  )
export type Me = z.infer<typeof meResponseSchema>

export const uploadSources = ['transfer', 'consignment', 'public'] as const
export type UploadSource = (typeof uploadSources)[number]

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
  public: looseBoolean.optional().default(false),
  directLink: z.string().optional().default(''),
})
export type UploadResult = z.infer<typeof uploadResultSchema>

export const uploadResponseSchema = z.object({
  success: z.boolean().optional().default(true),
  body: uploadResultSchema,
})

export const downloadRequestSchema = z.object({
  fileId: z.string().min(1),
  containerId: z.string().optional(),
})
export type DownloadRequest = z.infer<typeof downloadRequestSchema>

export const downloadResponseSchema = z.object({
  success: z.boolean().optional().default(true),
  body: z.object({ link: z.string().min(1) }),
})
