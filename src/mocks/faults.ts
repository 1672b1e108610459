import * as z from 'zod/mini'
import { checksumFormats } from './checksum-format'

export const mockEndpoints = ['consignments', 'transfers', 'count', 'me', 'upload', 'download', 'file'] as const
export type MockEndpoint = (typeof mockEndpoints)[number]

/**
 * A fault the mock applies to matching calls: a forced status, a network failure, a body that
 * is not JSON, or a wrong checksum; a forced status may ask for a pause (Retry-After). `skip`
 * lets the first N calls through; `times` bounds it.
 */
const count = () => z.int().check(z.nonnegative())
export const faultSchema = z.object({
  endpoint: z.enum(mockEndpoints),
  status: z.optional(z.int().check(z.minimum(200), z.maximum(599))),
  network: z.optional(z.boolean()),
  html: z.optional(z.boolean()),
  badShape: z.optional(z.boolean()),
  wrongChecksum: z.optional(z.boolean()),
  delayMs: z.optional(count()),
  /** a Retry-After header, in seconds, on the forced status */
  retryAfterS: z.optional(count()),
  skip: z._default(count(), 0),
  times: z.optional(z.int().check(z.positive())),
})
export type Fault = z.output<typeof faultSchema>
export type FaultInput = z.input<typeof faultSchema>

export const controlSchema = z.object({
  latencyMs: z.optional(count()),
  consignmentLimit: z.optional(count()),
  /** how upload results spell the checksum (default hex) */
  checksumFormat: z.optional(z.enum(checksumFormats)),
  faults: z.optional(z.array(faultSchema)),
})
export type MockControl = z.input<typeof controlSchema>
