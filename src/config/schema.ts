import * as z from 'zod/mini'
import { checksumAlgorithms, expirationUnits } from './defaults'

/*
 * The check of config.json, with zod (its own checks' messages are codes, worded by the interface,
 * src/components/config-words.ts): loaded by src/config/load.ts alongside config.json itself,
 * not with the start (what needs no zod is in ./defaults).
 */

/**
 * The runtime settings of docs/contract.md; names are binding. Built on first use, not when the
 * module is evaluated: that evaluation often shared a task with the start chunk's on a first load
 * (zod builds every schema object eagerly, ~9 ms of a 25 ms task here), while the check is needed
 * only once config.json is read (src/config/load.ts builds it in a task of its own).
 */
function buildConfigSchema() {
  const baseUrl = z.string().check(
    z.minLength(1),
    z.refine((value) => {
      try {
        const url = new URL(value, 'http://relative.invalid')
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    }, 'http-address'),
  )
  return z.strictObject({
    apiBaseUrl: baseUrl,
    storageUrl: baseUrl,
    mock: z.boolean(),
    checksumAlgorithm: z.enum(checksumAlgorithms),
    expirationUnit: z.enum(expirationUnits),
    uploadConcurrency: z.int().check(z.minimum(1), z.maximum(32)),
    // setTimeout holds at most 2^31-1 ms; beyond it every request would time out at once.
    requestTimeoutMs: z.int().check(z.positive('more-than-0-ms'), z.maximum(3_600_000, 'at-most-one-hour')),
    // Copies of a send's files kept in this browser until each upload is confirmed (0: none).
    resumeStorageBudgetMb: z.number().check(z.minimum(0), z.maximum(1_000_000, 'at-most-1000000-mb')),
    // The journal of sends in IndexedDB (docs/decisions/0008); off only to measure what it costs.
    sendJournal: z.boolean(),
  })
}
let built: ReturnType<typeof buildConfigSchema> | undefined
export const configSchema = () => (built ??= buildConfigSchema())

export type AppConfig = z.output<ReturnType<typeof configSchema>>
export type ChecksumAlgorithm = AppConfig['checksumAlgorithm']
export type ExpirationUnit = AppConfig['expirationUnit']

/** Partial input merged over defaults, then checked as a whole; relative URLs become absolute. */
export function parseConfig(raw: unknown, defaults: AppConfig, origin: string) {
  const schema = configSchema()
  const partial = z.partial(schema).safeParse(raw)
  if (!partial.success) return partial
  const result = schema.safeParse({ ...defaults, ...partial.data })
  if (!result.success) return result
  const absolute = (u: string) => new URL(u, origin).href.replace(/\/+$/, '')
  return {
    success: true as const,
    data: { ...result.data, apiBaseUrl: absolute(result.data.apiBaseUrl), storageUrl: absolute(result.data.storageUrl) },
  }
}
