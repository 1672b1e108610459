import { z } from 'zod'

export const mockEndpoints = ['consignments', 'transfers', 'count', 'me', 'upload', 'download', 'file'] as const
export type MockEndpoint = (typeof mockEndpoints)[number]

/**
 * A fault the mock applies to matching calls: a forced status, a network failure, a body that
 * is not JSON, or a wrong checksum. `skip` lets the first N calls through; `times` bounds it.
 */
export const faultSchema = z.object({
  endpoint: z.enum(mockEndpoints),
  status: z.number().int().min(200).max(599).optional(),
  network: z.boolean().optional(),
  html: z.boolean().optional(),
  badShape: z.boolean().optional(),
  wrongChecksum: z.boolean().optional(),
  delayMs: z.number().int().nonnegative().optional(),
  skip: z.number().int().nonnegative().default(0),
  times: z.number().int().positive().optional(),
})
export type Fault = z.infer<typeof faultSchema>
export type FaultInput = z.input<typeof faultSchema>

export const controlSchema = z.object({
  latencyMs: z.number().int().nonnegative().optional(),
  consignmentLimit: z.number().int().nonnegative().optional(),
  faults: z.array(faultSchema).optional(),
})
export type MockControl = z.input<typeof controlSchema>
