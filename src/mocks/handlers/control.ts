import { http, HttpResponse } from 'msw'
import { controlSchema } from '../faults'
import type { MockStore } from '../store'

/** Switches for tests and the dev panel, reachable over HTTP in every transport. */
export function controlHandlers(store: MockStore, origin: string) {
  return [
    http.post(`${origin}/__mock/reset`, () => {
      store.reset()
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${origin}/__mock/control`, async ({ request }) => {
      const parsed = controlSchema.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.message }, { status: 400 })
      store.control(parsed.data)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${origin}/__mock/state`, () =>
      HttpResponse.json({
        consignments: Object.keys(store.state.consignments).length,
        transfers: Object.values(store.state.transfers),
        files: Object.keys(store.state.files).length,
        /** each consignment's id and file name, and each stored file's name: which file reached which step */
        registered: Object.values(store.state.consignments).map((c) => ({ id: c.id, filename: c.filename })),
        uploaded: Object.values(store.state.files).map((f) => f.name),
        /** the tokens of the download links issued so far */
        links: Object.keys(store.state.links),
        latencyMs: store.latencyMs,
        checksumFormat: store.checksumFormat,
        faults: store.faults,
      }),
    ),
  ]
}
