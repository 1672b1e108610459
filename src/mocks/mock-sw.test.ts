import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

/** public/mock-sw.js run in a stand-in service worker scope, with MSW's worker a recording listener. */
function serviceWorker() {
  const scope = new EventTarget()
  const seen: string[] = []
  const importScripts = (url: string) => {
    expect(url).toBe('./mockServiceWorker.js')
    scope.addEventListener('fetch', (event) => seen.push((event as Event & { request: Request }).request.url))
  }
  runInNewContext(readFileSync('public/mock-sw.js', 'utf8'), {
    addEventListener: scope.addEventListener.bind(scope),
    importScripts,
  })
  const fetch = (url: string, destination: RequestDestination) =>
    scope.dispatchEvent(Object.assign(new Event('fetch'), { request: { url, destination } }))
  return { fetch, seen }
}

describe("the dev mock's service worker", () => {
  it("lets Web Workers' scripts go past MSW (Firefox never runs a module worker whose imports it handles)", () => {
    const sw = serviceWorker()
    sw.fetch('/src/lib/hash.worker.ts?worker_file&type=module', 'worker')
    sw.fetch('/src/lib/hash-stream.ts', 'worker')
    sw.fetch('/shared.js', 'sharedworker')
    expect(sw.seen).toEqual([])
  })

  it("hands everything else to MSW's worker", () => {
    const sw = serviceWorker()
    sw.fetch('/v1/public/consignments/count', '')
    sw.fetch('/src/main.tsx', 'script')
    expect(sw.seen).toEqual(['/v1/public/consignments/count', '/src/main.tsx'])
  })
})
