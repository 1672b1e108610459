/**
 * docs/openapi.json: both surfaces of docs/contract.md as one OpenAPI 3.1 document. Paths,
 * statuses and credentials follow the contract; every schema is zod's own JSON Schema of
 * src/api/schemas.ts, so the document cannot say other than what the app checks.
 * Imported by `npm run openapi`, its test and the mock's HTTP server only, never by the app.
 */
import * as z from 'zod/mini'
import { operations, type Operation } from './openapi-operations'
import { requestSchemas, responseSchemas, type SchemaName } from './openapi-schemas'

export type SurfaceAddresses = { apiBaseUrl: string; storageUrl: string }

/** Where `npm run mock:server` answers by default, so the committed document works against it. */
export const mockServerAddresses: SurfaceAddresses = {
  apiBaseUrl: 'http://127.0.0.1:8787/v1/public',
  storageUrl: 'http://127.0.0.1:8787/storage',
}

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })

function jsonSchemas(io: 'input' | 'output', schemas: Record<string, z.ZodMiniType>) {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id })
  const converted = z.toJSONSchema(registry, { io, uri: (id) => ref(id as SchemaName).$ref }).schemas
  // `$schema` is the document's dialect already; a fragment `$id` is not valid JSON Schema.
  return Object.fromEntries(
    Object.entries(converted).map(([id, schema]) => {
      const rest: Record<string, unknown> = { ...schema }
      delete rest.$schema
      delete rest.$id
      return [id, rest]
    }),
  )
}

const surfaces = {
  public: { variable: 'base_url', description: 'Public API; the address includes /v1/public', credential: 'bearer' },
  storage: { variable: 'storage_url', description: 'Storage API; no version segment', credential: 'publicKey' },
} as const

function operationObject(op: Operation) {
  const json = (name: SchemaName) => ({ 'application/json': { schema: ref(name) } })
  const errors = Object.entries(op.errors).map(([status, description]) => [status, { description, content: json('ErrorBody') }])
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description && { description: op.description }),
    tags: [op.surface],
    security: [{ [surfaces[op.surface].credential]: [] }],
    ...(op.path.includes('{consignmentId}') && {
      parameters: [{ name: 'consignmentId', in: 'path', required: true, schema: ref('ConsignmentId') }],
    }),
    ...(op.request && {
      requestBody: {
        required: true,
        content: op.request.multipart ? { 'multipart/form-data': { schema: ref(op.request.schema) } } : json(op.request.schema),
      },
    }),
    responses: {
      [op.success.status]: { description: op.success.description, content: json(op.success.schema) },
      ...Object.fromEntries(errors),
      default: {
        description:
          'Any other error status, such as 401 or 403 for a missing or wrong credential (not listed by the contract; the app sends the person to settings)',
        content: json('ErrorBody'),
      },
    },
  }
}

export function buildOpenApi(addresses: SurfaceAddresses = mockServerAddresses) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) {
    const { variable, description } = surfaces[op.surface]
    const address = op.surface === 'public' ? addresses.apiBaseUrl : addresses.storageUrl
    paths[op.path] ??= { servers: [{ url: `{${variable}}`, description, variables: { [variable]: { default: address } } }] }
    paths[op.path]![op.method] = operationObject(op)
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'File consignment and transfer service',
      version: 'v1',
      description:
        'Both HTTP surfaces as consign-web expects them (docs/contract.md). Request bodies are what the app sends, ' +
        'response bodies what it accepts. Generated from src/api/schemas.ts by `npm run openapi`; do not edit.',
    },
    tags: [
      { name: 'public', description: surfaces.public.description },
      { name: 'storage', description: surfaces.storage.description },
    ],
    paths,
    components: {
      schemas: { ...jsonSchemas('output', requestSchemas), ...jsonSchemas('input', responseSchemas) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The access token; sent only to the public API' },
        publicKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-public-key',
          description: 'The API key; sent only to the storage API',
        },
      },
    },
  }
}

/** The committed file's exact text. */
export const openApiJson = (addresses?: SurfaceAddresses) => `${JSON.stringify(buildOpenApi(addresses), null, 2)}\n`
