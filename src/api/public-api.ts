import type { AppConfig } from '../config/schema'
import { getCredentials, type Credentials } from './credentials'
import { postJson, requestJson, type Fetch, type Surface } from './http'
import type { ConsignmentRequest, TransferRequest } from './schemas'

/** `credentials`: whose requests these are (the service worker carries each send with its own). */
export function createPublicApi(config: AppConfig, credentials: () => Pick<Credentials, 'token'> = getCredentials) {
  const surface: Surface = {
    baseUrl: config.apiBaseUrl,
    timeoutMs: config.requestTimeoutMs,
    credentialHeaders: (): Record<string, string> => {
      const { token } = credentials()
      return token ? { Authorization: `Bearer ${token}` } : {}
    },
  }
  return {
    baseUrl: config.apiBaseUrl,
    /** `via`: how the request goes out (through the service worker for a send it carries) */
    createConsignment: async (input: ConsignmentRequest, signal?: AbortSignal, via?: Fetch) =>
      (
        await postJson(
          surface,
          '/consignments',
          [(c) => c.consignmentRequestSchema, input],
          (c) => c.creationResponseSchema,
          signal,
          via,
        )
      ).body.id,
    createTransfer: async (consignmentId: string, input: TransferRequest, signal?: AbortSignal, via?: Fetch) => {
      const path = `/transfers/consignments/${encodeURIComponent(consignmentId)}`
      return (
        await postJson(surface, path, [(c) => c.transferRequestSchema, input], (c) => c.creationResponseSchema, signal, via)
      ).body.id
    },
    count: async (signal?: AbortSignal) =>
      (await requestJson(surface, '/consignments/count', { schema: (c) => c.countResponseSchema, signal })).total,
    me: (signal?: AbortSignal) => requestJson(surface, '/me', { schema: (c) => c.meResponseSchema, signal }),
  }
}

export type PublicApi = ReturnType<typeof createPublicApi>
