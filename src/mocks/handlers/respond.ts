import { delay, HttpResponse, type HttpResponseResolver } from 'msw'
import * as z from 'zod/mini'
import type { MockEndpoint } from '../faults'
import type { MockStore } from '../store'

// zod/mini ships no messages; the mock's 400/422 bodies should read like a real server's.
z.config(z.locales.en())

export function errorResponse(status: number, message: string, context = '', headers?: HeadersInit) {
  return HttpResponse.json({ success: false, message, context }, { status, headers })
}

/** 400/422 naming the first offending field in `context`, as the real service's body does. */
export function validationError(status: number, error: z.core.$ZodError) {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || 'body'
  return errorResponse(status, `Invalid ${field}: ${issue?.message ?? 'invalid'}`, field)
}

/** Latency and switched-on faults in front of every handler. */
export function withFaults(store: MockStore, endpoint: MockEndpoint, resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const fault = store.takeFault(endpoint)
    const wait = (fault?.delayMs ?? 0) + store.latencyMs
    const arrived = store.generation
    if (wait) await delay(wait)
    // Reset while it waited: a call of the test before must not land in the next one's clean state.
    if (store.generation !== arrived) return HttpResponse.error()
    if (fault?.network) return HttpResponse.error()
    if (fault?.html)
      return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: fault.status ?? 502,
        headers: { 'Content-Type': 'text/html' },
      })
    if (fault?.badShape) return HttpResponse.json({ ok: 'yes' }, { status: fault.status ?? 200 })
    if (fault?.status)
      return errorResponse(
        fault.status,
        `Forced ${fault.status} by the mock`,
        endpoint,
        fault.retryAfterS === undefined ? undefined : { 'Retry-After': String(fault.retryAfterS) },
      )
    const response = await resolver(info)
    if (fault?.wrongChecksum && response instanceof Response && response.ok) {
      const json = (await response.clone().json()) as { body?: { checksum?: string } }
      if (json.body?.checksum) json.body.checksum = json.body.checksum.replace(/^./, (c) => (c === '0' ? '1' : '0'))
      return HttpResponse.json(json, { status: response.status })
    }
    return response
  }
}
