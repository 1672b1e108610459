import type * as z from 'zod/mini'
import { yieldToBrowser } from '../lib/yield-to-browser'
import { ApiError, retryAfterMs } from './errors'
import type * as Schemas from './schemas'

/**
 * The contract's schemas, and zod with them, come in a chunk of their own, asked for with the
 * first request rather than at start: the first paint needs none of them. A chunk that cannot
 * be fetched is the network failing, told and retried as such.
 */
export type Contract = typeof Schemas
/** A schema of the contract, named by the caller and found once the contract has loaded. */
export type FromContract<S> = (contract: Contract) => S
let contract: Promise<Contract> | undefined
export function loadContract(): Promise<Contract> {
  contract ??= import('./schemas').then(
    // The chunk's evaluation (every schema built) is one task; the first answer read with it is
    // the next, not the same one: on a first load both together made a long task on a phone.
    async (schemas) => {
      await yieldToBrowser()
      return schemas
    },
    (error: unknown) => {
      contract = undefined
      throw new ApiError('network', error instanceof Error ? error.message : 'network error')
    },
  )
  return contract
}

/** A redirect not followed (`redirect: 'manual'`): a browser's opaque one, or a 3xx where a runtime hands it over as it came. */
export const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)

/** One HTTP surface: its base address and the only credential it may receive. */
export type Surface = {
  baseUrl: string
  credentialHeaders: () => Record<string, string>
  timeoutMs: number
}

/**
 * How a request goes out: the page's `fetch`, or one that leaves through the service worker or
 * the browser's Background Fetch (lib/send/carrier-protocol.ts), which may report the body's progress.
 */
export type Fetch = ((url: string, init: RequestInit, progress?: (sent: number, total: number) => void) => Promise<Response>) & {
  /**
   * The checksum of the file an upload sends, computed from the bytes read to send it (one read
   * of the file, not two); settles once the body was read (never, if the upload ended before).
   * Absent: the file is hashed apart.
   */
  sentChecksum?: Promise<string>
}

type JsonRequest<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST'
  body?: unknown
  schema: FromContract<S>
  signal?: AbortSignal
  via?: Fetch
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
function errorFromBody({ errorBodySchema }: Contract, status: number, text: string, retryAfter?: string | null): ApiError {
  const wait = retryAfterMs(retryAfter)
  const read = readJson(status, text)
  if (read instanceof ApiError) return wait === undefined ? read : new ApiError('unreadable', '', status, '', wait)
  const json = read.json
  const parsed = errorBodySchema.safeParse(json)
  return parsed.success
    ? new ApiError('http', parsed.data.message, status, parsed.data.context, wait)
    : new ApiError('http', '', status, '', wait)
}

function parseBody<S extends z.ZodMiniType>(status: number, text: string, schema: S): z.output<S> {
  const read = readJson(status, text)
  if (read instanceof ApiError) throw read
  const json = read.json
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => i.path.join('.') || 'body')
      .join(', ')
    // The fields that were not as expected, as data: the interface says so (components/explain-error.ts).
    throw new ApiError('shape', where, status)
  }
  return parsed.data
}

/**
 * An answer read against the contract: its body in `schema`'s shape, or the error a refusal
 * stands for (`retryAfter`: its Retry-After header).
 */
export async function readAnswer<S extends z.ZodMiniType>(
  answer: { status: number; text: string; retryAfter?: string | null },
  schema: FromContract<S>,
): Promise<z.output<S>> {
  const { status, text, retryAfter } = answer
  const schemas = await loadContract()
  if (status < 200 || status >= 300) throw errorFromBody(schemas, status, text, retryAfter)
  return parseBody(status, text, schema(schemas))
}

export async function requestJson<S extends z.ZodMiniType>(
  surface: Surface,
  path: string,
  { method = 'GET', body, schema, signal, via = fetch }: JsonRequest<S>,
): Promise<z.output<S>> {
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), surface.timeoutMs)
  const signals = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal
  // Asked for alongside the request, awaited once its answer is in (a failure is told there).
  const schemas = loadContract()
  schemas.catch(() => undefined)
  const headers: Record<string, string> = { Accept: 'application/json', ...surface.credentialHeaders() }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  let text: string
  try {
    response = await via(`${surface.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signals,
      // A credential goes only to its own surface: a redirect is not followed with it (a browser
      // drops Authorization on a cross-origin redirect, but keeps x-public-key).
      redirect: 'manual',
    })
    if (isRedirect(response)) throw new ApiError('redirected', 'redirected')
    text = await response.text()
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (timeout.signal.aborted) throw new ApiError('timeout', 'timed out')
    if (signal?.aborted) throw new ApiError('aborted', 'cancelled')
    throw new ApiError('network', error instanceof Error ? error.message : 'network error')
  } finally {
    clearTimeout(timer)
  }
  // Retry-After only matters on a refusal; reading a header costs the page ~0.4 ms a request.
  const retryAfter = response.ok ? null : response.headers.get('Retry-After')
  return readAnswer({ status: response.status, text, retryAfter }, schema)
}

/** A POST of `input`, checked against the contract before it leaves, answered with `schema`'s shape. */
export async function postJson<I extends z.ZodMiniType, S extends z.ZodMiniType>(
  surface: Surface,
  path: string,
  [inputSchema, input]: [FromContract<I>, z.output<I>],
  schema: FromContract<S>,
  signal?: AbortSignal,
  via?: Fetch,
) {
  const body = inputSchema(await loadContract()).parse(input)
  return requestJson(surface, path, { method: 'POST', body, schema, signal, via })
}
