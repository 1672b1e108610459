import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { consignmentRequestSchema, transferRequestSchema } from '../../api/schemas'
import { DEV_TOKEN, type MockStore } from '../store'
import { errorResponse, validationError, withFaults } from './respond'

const consignmentInput = z.partial(consignmentRequestSchema, { uuid: true, co_authors: true, container: true, checksum: true })

function authorized(request: Request) {
  return request.headers.get('authorization') === `Bearer ${DEV_TOKEN}`
}

const unauthorized = () => errorResponse(401, 'Missing or invalid access token', 'authorization')

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

export function publicHandlers(store: MockStore, base: string) {
  return [
    http.post(
      `${base}/consignments`,
      withFaults(store, 'consignments', async ({ request }) => {
        if (!authorized(request)) return unauthorized()
        const parsed = consignmentInput.safeParse(await jsonBody(request))
        if (!parsed.success) return validationError(400, parsed.error)
        const used = Object.keys(store.state.consignments).length
        if (used >= store.state.consignmentLimit)
          return errorResponse(402, `Consignment quota of ${store.state.consignmentLimit} is used up`, 'quota')
        const { uuid = crypto.randomUUID(), co_authors = [], ...rest } = parsed.data
        const id = store.addConsignment({ uuid, co_authors, ...rest })
        return HttpResponse.json({ success: true, body: { id } }, { status: 201 })
      }),
    ),
    http.post(
      `${base}/transfers/consignments/:consignmentId`,
      withFaults(store, 'transfers', async ({ request, params }) => {
        if (!authorized(request)) return unauthorized()
        const consignmentId = String(params.consignmentId)
        if (!store.state.consignments[consignmentId])
          return errorResponse(400, `Unknown consignment ${consignmentId}`, 'consignmentId')
        const parsed = transferRequestSchema.safeParse(await jsonBody(request))
        if (!parsed.success) return validationError(400, parsed.error)
        const id = store.addTransfer(consignmentId, parsed.data)
        return HttpResponse.json({ success: true, body: { id } }, { status: 201 })
      }),
    ),
    http.get(
      `${base}/consignments/count`,
      withFaults(store, 'count', ({ request }) => {
        if (!authorized(request)) return unauthorized()
        return HttpResponse.json({ total: Object.keys(store.state.consignments).length })
      }),
    ),
    http.get(
      `${base}/me`,
      withFaults(store, 'me', ({ request }) => {
        if (!authorized(request)) return unauthorized()
        const used = Object.keys(store.state.consignments).length
        return HttpResponse.json({
          success: true,
          body: {
            id: 'usr-dev-0001',
            email: 'dev@example.test',
            name: 'Dev User',
            quota: { consignments: { used, limit: store.state.consignmentLimit } },
          },
        })
      }),
    ),
  ]
}
