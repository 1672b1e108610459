import type * as z from 'zod/mini'
import { ApiError, retryAfterMs } from './errors'
import { errorBodySchema } from './schemas'

/** One HTTP surface: its base address and the only credential it may receive. */
export type Surface = {
  baseUrl: string
  credentialHeaders: () => Record<string, string>
  timeoutMs: number
}

type JsonRequest<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST'
  body?: unknown
  schema: S
  signal?: AbortSignal
}

/** The body as JSON, or an "unreadable" error (an HTML error page, a cut-off answer). */
function readJson(status: number, text: string): { json: unknown } | ApiError {
  try {
    return { json: JSON.parse(text) }
  } catch {
    return new ApiError('unreadable', '', status)
  }
}

/** The error a refusal stands for; `retryAfter` is the answer's Retry-After header. */
export function errorFromBody(status: number, text: string, retryAfter?: string | null): ApiError {
  const wait = retryAfterMs(retryAfter)
  const read = readJson(status, text)
  if (read instanceof ApiError) return wait === undefined ? read : new ApiError('unreadable', '', status, '', wait)
  const json = read.json
  const parsed = errorBodySchema.safeParse(json)
  return parsed.success
    ? new ApiError('http', parsed.data.message, status, parsed.data.context, wait)
    : new ApiError('http', '', status, '', wait)
}

export function parseBody<S extends z.ZodMiniType>(status: number, text: string, schema: S): z.output<S> {
  const read = readJson(status, text)
  if (read instanceof ApiError) throw read
  const json = read.json
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => i.path.join('.') || 'body')
      .join(', ')
    throw new ApiError('shape', `unexpected ${where}`, status)
  }
  return parsed.data
}

export async function requestJson<S extends z.ZodMiniType>(
  surface: Surface,
  path: string,
  { method = 'GET', body, schema, signal }: JsonRequest<S>,
): Promise<z.output<S>> {
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), surface.timeoutMs)
  const signals = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal
  const headers: Record<string, string> = { Accept: 'application/json', ...surface.credentialHeaders() }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  let text: string
  try {
    response = await fetch(`${surface.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signals,
    })
    text = await response.text()
  } catch (error) {
    if (timeout.signal.aborted) throw new ApiError('timeout', 'timed out')
    if (signal?.aborted) throw new ApiError('aborted', 'cancelled')
    throw new ApiError('network', error instanceof Error ? error.message : 'network error')
  } finally {
    clearTimeout(timer)
  }
  if (!response.ok) throw errorFromBody(response.status, text, response.headers.get('Retry-After'))
  return parseBody(response.status, text, schema)
}

/** A POST of `input`, checked against the contract before it leaves, answered with `schema`'s shape. */
export function postJson<I extends z.ZodMiniType, S extends z.ZodMiniType>(
  surface: Surface,
  path: string,
  [inputSchema, input]: [I, z.output<I>],
  schema: S,
  signal?: AbortSignal,
) {
  return requestJson(surface, path, { method: 'POST', body: inputSchema.parse(input), schema, signal })
}
