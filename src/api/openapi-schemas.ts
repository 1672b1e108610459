/**
 * The schemas docs/openapi.json names, each a zod schema of src/api/schemas.ts: apart from
 * openapi.ts so that openapi-operations.ts can name them without importing the builder.
 */
import * as z from 'zod/mini'
import * as contract from './schemas'

/** Requests as the app sends them (zod's output) … */
export const requestSchemas = {
  ConsignmentRequest: contract.consignmentRequestSchema,
  TransferRequest: contract.transferRequestSchema,
  UploadRequest: contract.uploadRequestSchema,
  DownloadRequest: contract.downloadRequestSchema,
  ConsignmentId: z.string().check(z.minLength(1)),
}
/** … responses as it accepts them (zod's input: what a server may send before defaults apply). */
export const responseSchemas = {
  CreationResponse: contract.creationResponseSchema,
  CountResponse: contract.countResponseSchema,
  MeResponse: contract.meResponseSchema,
  UploadResponse: contract.uploadResponseSchema,
  UploadResult: contract.uploadResultSchema,
  DownloadResponse: contract.downloadResponseSchema,
  ErrorBody: contract.errorBodySchema,
}
export type SchemaName = keyof typeof requestSchemas | keyof typeof responseSchemas
