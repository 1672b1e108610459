/**
 * Where a send's time goes in the page (not a benchmark: a look inside one). The production
 * build (with source maps) sends BENCH_SEND_FILES (default 300) files of 10 KB to two
 * recipients through `mock:server`, as `bench/send.ts` does, while the page counts, per file:
 * requests by kind (CORS preflights included, from CDP's Network domain), IndexedDB
 * transactions by store and mode and their requests, `getAll`s, React commits, timers, worker
 * messages; and a CPU profile of the page (CDP `Profiler`) is summed by function and by source
 * file, and the main thread's time by kind (CDP `Performance.getMetrics`); with `BENCH_SEND_WARM=1`
 * the service worker's CPU profile too, summed the same way. `BENCH_SEND_JOURNAL=0`
 * sends with the journal off. Prints a report; writes the profile to bench/.data/send.cpuprofile
 * (open it in Chromium's DevTools), the build it ran with its source maps to
 * bench/.data/send-build/.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CDPSession } from '@playwright/test'
import { preview } from 'vite'
import { controlledByWorker } from '../e2e/pwa-helpers'
import { launchProfile, REPO, withoutNetworkEvents } from './lib/browser'
import { buildApp } from './lib/build'
import { chromiumCpuByType } from './lib/cpu'
import { plainSend } from './send'
import { startMockServer } from './lib/mock-server'
import { freePort } from './lib/ports'

const FILES = Number(process.env.BENCH_SEND_FILES ?? 300)
const SHOWN = FILES.toLocaleString('en-US')
const SIZE = 10 * 1024
const JOURNAL = process.env.BENCH_SEND_JOURNAL !== '0'
/** `BENCH_SEND_BARE=1`: the bare page of bench/send.ts instead of the app (same counts and profile) */
const BARE = process.env.BENCH_SEND_BARE === '1'
/**
 * `BENCH_SEND_LOOK`: `profile` (default) the counts and a CPU profile; `trace` the counts and a
 * trace (CDP `Tracing`) summed by thread and event; `cpu` nothing in the page (no counting, no
 * profiler: they cost the page time), only the time and Chromium's CPU by process.
 */
const LOOK = process.env.BENCH_SEND_LOOK ?? 'profile'
const TRACE = LOOK === 'trace'
/** `BENCH_SEND_COUNT=0`: the profile or trace without the counting (whose wrappers cost the page time) */
const COUNT = LOOK !== 'cpu' && process.env.BENCH_SEND_COUNT !== '0'
const RECIPIENTS = ['ann@example.test', 'bob@example.test']
/** `BENCH_SEND_WARM=1`: the send on a later visit, the app's service worker controlling the page */
const WARM = process.env.BENCH_SEND_WARM === '1'
/** `BENCH_SEND_NO_WORKER=1`: no service worker at all (the context blocks them): the page makes every request */
const NO_WORKER = process.env.BENCH_SEND_NO_WORKER === '1'

/** Runs in the page before the app: counts what the send does (on `globalThis.__counts`). */
function instrument() {
  const counts: Record<string, number> = {}
  const bump = (key: string, by = 1) => (counts[key] = (counts[key] ?? 0) + by)
  ;(globalThis as unknown as { __counts: typeof counts }).__counts = counts
  const wrap = <T extends object>(proto: T, name: keyof T, key: (self: never, args: unknown[]) => string) => {
    const original = proto[name] as unknown as (...args: unknown[]) => unknown
    ;(proto as Record<keyof T, unknown>)[name] = function (this: never, ...args: unknown[]) {
      bump(key(this, args))
      return original.apply(this, args)
    }
  }
  const storesOf = (names: unknown) => (Array.isArray(names) ? [...(names as string[])].sort().join('+') : String(names))
  wrap(IDBDatabase.prototype, 'transaction', (_self, [names, mode]) => `idb tx ${String(mode ?? 'readonly')} ${storesOf(names)}`)
  for (const method of ['put', 'add', 'get', 'getAll', 'delete', 'count', 'openCursor'] as const)
    wrap(IDBObjectStore.prototype, method, (self: IDBObjectStore) => `idb ${method} ${self.name}`)
  for (const method of ['get', 'getAll', 'count', 'openCursor'] as const)
    wrap(IDBIndex.prototype, method, (self: IDBIndex) => `idb ${method} ${self.objectStore.name} by ${self.name}`)
  wrap(
    globalThis,
    'fetch',
    (_self, [input]) =>
      `fetch ${String(input instanceof Request ? input.url : input)
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/\/[^/]*[0-9][^/]*$/, '/:id')}`,
  )
  wrap(XMLHttpRequest.prototype, 'send', function (this: never) {
    const t = performance.now()
    ;(this as XMLHttpRequest).addEventListener('loadend', () => bump('ms xhr send to loadend', performance.now() - t))
    return 'xhr send'
  })
  // How long each request and hash takes, summed ('ms …' rows: milliseconds a file)
  const fetchNow = globalThis.fetch
  globalThis.fetch = function (...args: Parameters<typeof fetch>) {
    const t = performance.now()
    const answer = fetchNow.apply(this, args)
    void answer.then(
      () => bump('ms fetch to headers', performance.now() - t),
      () => undefined,
    )
    return answer
  }
  const hashStarted = new Map<number, number>()
  const post = Worker.prototype.postMessage
  Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    const data = args[0] as { type?: string; id?: number }
    if (data?.type === 'hash' && data.id !== undefined) hashStarted.set(data.id, performance.now())
    return post.apply(this, args as never)
  } as Worker['postMessage']
  wrap(Worker.prototype, 'postMessage', () => 'worker postMessage')
  wrap(globalThis, 'setTimeout', () => 'setTimeout')
  wrap(globalThis, 'requestAnimationFrame', () => 'requestAnimationFrame')
  // Worker answers: HashWorker sets `onmessage`.
  const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!
  Object.defineProperty(Worker.prototype, 'onmessage', {
    ...onmessage,
    set(this: Worker, fn: ((e: MessageEvent) => void) | null) {
      onmessage.set!.call(
        this,
        fn &&
          ((e: MessageEvent) => {
            const data = e.data as { type?: string; id?: number }
            bump(`worker message ${data?.type ?? '?'}`)
            if (data?.type === 'done' && hashStarted.has(data.id!))
              bump('ms hash postMessage to done', performance.now() - hashStarted.get(data.id!)!)
            fn.call(this, e)
          }),
      )
    },
  })
  // React's commits, through the hook React DevTools uses (production builds call it too).
  ;(globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: () => bump('react commit'),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  }
}

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
/** The page's own counters (CDP `Performance.getMetrics`): main-thread time by kind, in ms, and layouts. */
async function pageMetrics(cdp: {
  send: (method: 'Performance.getMetrics') => Promise<{ metrics: Array<{ name: string; value: number }> }>
}) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
  return {
    task: of('TaskDuration') * 1000,
    script: of('ScriptDuration') * 1000,
    style: of('RecalcStyleDuration') * 1000,
    layout: of('LayoutDuration') * 1000,
    layouts: of('LayoutCount'),
    styles: of('RecalcStyleCount'),
  }
}

type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/** Self time by function (name and place) and by file, in ms. */
function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000))
  const byFunction = new Map<string, number>()
  const byFile = new Map<string, number>()
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame
    const file = url ? url.replace(/^https?:\/\/[^/]+\//, '').replace(/-[\w-]{8}\.js$/, '.js') : `(${functionName || 'native'})`
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
    const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`)
  return { files: top(byFile, 25), functions: top(byFunction, 45) }
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } }

/** Self time (ms) of each complete event, by thread name, the busiest threads and names first. */
function traceSelfTimes(events: TraceEvent[]): Array<[string, Array<[string, number]>]> {
  const names = new Map<string, string>()
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?')
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events)
    if (e.ph === 'X' && e.dur !== undefined) {
      const key = `${e.pid}:${e.tid}`
      const list = byThread.get(key)
      if (list) list.push(e)
      else byThread.set(key, [e])
    }
  const out: Array<[string, Array<[string, number]>, number]> = []
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    const self = new Map<string, number>()
    const stack: TraceEvent[] = []
    for (const e of list) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop()
      const parent = stack.at(-1)
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(e.dur!, parent.ts + parent.dur! - e.ts) / 1000)
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur! / 1000)
      stack.push(e)
    }
    const sorted = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)
    const total = [...self.values()].reduce((a, b) => a + b, 0)
    out.push([`${names.get(key) ?? key} (${key}, ${total.toFixed(0)} ms)`, sorted, total])
  }
  return out
    .sort((a, b) => b[2] - a[2])
    .slice(0, 6)
    .map(([k, v]) => [k, v])
}

/** A CDP session with the page's service worker, through the page's session (Playwright opens none for workers). */
async function workerSession(cdp: CDPSession) {
  const send = cdp.send.bind(cdp) as unknown as (method: string, params?: object) => Promise<unknown>
  const { targetInfos } = (await send('Target.getTargets')) as { targetInfos: Array<{ targetId: string; type: string }> }
  const target = targetInfos.find((t) => t.type === 'service_worker')
  if (!target) return undefined
  const { sessionId } = (await send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as {
    sessionId: string
  }
  const waiting = new Map<number, (result: unknown) => void>()
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const reply = JSON.parse(e.message) as { id?: number; result?: unknown }
    if (reply.id) waiting.get(reply.id)?.(reply.result)
  })
  let last = 0
  return {
    send: (method: string, params: object = {}) =>
      new Promise<unknown>((resolve) => {
        const id = ++last
        waiting.set(id, resolve)
        void send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
      }),
  }
}

export async function profileSend() {
  const mock = await startMockServer(await freePort())
  process.env.SOURCEMAP = '1'
  const built = await buildApp()
  writeFileSync(
    join(built.outDir, 'config.json'),
    JSON.stringify({
      apiBaseUrl: `${mock.origin}/v1/public`,
      storageUrl: `${mock.origin}/storage`,
      mock: false,
      sendJournal: JOURNAL,
      // more settings, e.g. BENCH_SEND_CONFIG='{"resumeStorageBudgetMb":0}'
      ...(JSON.parse(process.env.BENCH_SEND_CONFIG ?? '{}') as object),
    }),
  )
  const port = await freePort()
  const server = await preview({
    root: REPO,
    logLevel: 'warn',
    build: { outDir: built.outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  })
  const dir = mkdtempSync(join(tmpdir(), 'consign-bench-profile-'))
  const context = await launchProfile(dir, { serviceWorkers: NO_WORKER ? 'block' : 'allow' })
  try {
    await context.addInitScript(() =>
      sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
    )
    // tsx (esbuild keepNames) wraps named inner functions in __name(), which pages lack
    await context.addInitScript('globalThis.__name ??= (f) => f')
    if (COUNT) await context.addInitScript(instrument)
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    const requests: Record<string, number> = {}
    // Not in the `cpu` look: the Network domain's events cost the page's own requests, not the worker's.
    if (COUNT) await cdp.send('Network.enable')
    cdp.on('Network.requestWillBeSent', (e: { request: { method: string; url: string }; type?: string }) => {
      const path = new URL(e.request.url).pathname.replace(/\/[^/]*[0-9][^/]*$/, '/:id')
      const key = `${e.request.method} ${path} (${e.type ?? '?'})`
      requests[key] = (requests[key] ?? 0) + 1
    })
    const origin = `http://127.0.0.1:${port}`
    let run: () => Promise<unknown>
    if (BARE) {
      await page.goto(`${origin}/robots.txt`)
      await withoutNetworkEvents(page)
      run = () =>
        page.evaluate(plainSend, { origin: mock.origin, files: FILES, size: SIZE, concurrency: 3, recipients: RECIPIENTS })
    } else {
      await page.goto(origin)
      if (WARM) {
        // A later visit: the app's worker installed on the first and controlling the page.
        await controlledByWorker(page)
        await page.reload()
      }
      await page.locator('[data-testid=send-dropzone]').waitFor()
      await withoutNetworkEvents(page)
      await page.evaluate(
        ([n, size]) => {
          const dt = new DataTransfer()
          for (let i = 0; i < n; i++)
            dt.items.add(new File([new Uint8Array(size).fill(i % 251)], `file-${i}.txt`, { type: 'text/plain' }))
          document
            .querySelector('[data-testid=send-dropzone]')!
            .dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }))
        },
        [FILES, SIZE],
      )
      await page
        .getByText(new RegExp(`^${SHOWN} files,`))
        .first()
        .waitFor()
      await page
        .getByRole('combobox', { name: 'Recipients' })
        .or(page.getByRole('textbox', { name: 'Recipients' }))
        .fill(RECIPIENTS.join(', ') + ',')
      await page.getByLabel('Your e-mail').fill('bench@example.test')
      run = async () => {
        await page.getByRole('button', { name: new RegExp(`^Send ${SHOWN} files`) }).click()
        // The count's own element (its test id), not a search of the page's text: Playwright polls
        // the page while it waits, and a text search through 200 rows cost the page ~0.5 ms a file.
        await page
          .getByTestId('send-summary')
          .filter({ hasText: new RegExp(`^${SHOWN} of ${SHOWN} files sent`) })
          .waitFor({ timeout: 600_000 })
      }
    }
    await mock.reset()
    for (const key of Object.keys(requests)) delete requests[key]
    await page.evaluate(() => {
      const counts = (globalThis as unknown as { __counts?: Record<string, number> }).__counts ?? {}
      for (const key of Object.keys(counts)) delete counts[key]
    })
    let worker: Awaited<ReturnType<typeof workerSession>> | undefined
    const events: TraceEvent[] = []
    const traced = new Promise<void>((resolve) => cdp.on('Tracing.tracingComplete', () => resolve()))
    if (TRACE) {
      cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])))
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8',
            'blink',
            'toplevel',
            '__metadata',
          ],
        },
      })
    } else if (LOOK === 'profile') {
      if (WARM) worker = await workerSession(cdp)
      await worker?.send('Profiler.enable')
      await worker?.send('Profiler.setSamplingInterval', { interval: 500 })
      await worker?.send('Profiler.start')
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
      await cdp.send('Profiler.start')
    }
    await cdp.send('Performance.enable')
    const metricsBefore = await pageMetrics(cdp)
    const cpuBefore = chromiumCpuByType(dir)
    const start = Date.now()
    await run()
    const ms = Date.now() - start
    const metricsAfter = await pageMetrics(cdp)
    const cpuAfter = chromiumCpuByType(dir)
    const cpu = Object.entries(cpuAfter).map(([type, t]) => [type, t - (cpuBefore[type] ?? 0)] as const)
    const cpuS = cpu.reduce((sum, [, t]) => sum + t, 0)
    let profile: Profile | undefined
    let workerProfile: Profile | undefined
    if (TRACE) {
      await cdp.send('Tracing.end')
      await traced
    } else if (LOOK === 'profile') {
      profile = ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
      workerProfile = ((await worker?.send('Profiler.stop')) as { profile: Profile } | undefined)?.profile
    }
    const counts = await page.evaluate(() => ({ ...(globalThis as unknown as { __counts?: Record<string, number> }).__counts }))
    mkdirSync(join(REPO, 'bench', '.data'), { recursive: true })
    // The build too, with its source maps, to read the profile's places against.
    rmSync(join(REPO, 'bench', '.data', 'send-build'), { recursive: true, force: true })
    cpSync(built.outDir, join(REPO, 'bench', '.data', 'send-build'), { recursive: true })
    if (profile) writeFileSync(join(REPO, 'bench', '.data', 'send.cpuprofile'), JSON.stringify(profile))
    else writeFileSync(join(REPO, 'bench', '.data', 'send.trace.json'), JSON.stringify({ traceEvents: events }))
    const perFile = (n: number) => (n / FILES).toFixed(2).padStart(8)
    console.log(
      `${FILES} files, ${BARE ? 'bare page' : `journal ${JOURNAL ? 'on' : 'off'}${WARM ? ', a later visit (worker in control)' : ''}${NO_WORKER ? ', no service worker' : ''}`}: ${(ms / 1000).toFixed(1)} s, ${(ms / FILES).toFixed(1)} ms a file; Chromium CPU ${cpuS.toFixed(1)} s; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    )
    console.log(
      `Chromium CPU by process, ms a file: ${cpu.map(([type, t]) => `${type} ${((t * 1000) / FILES).toFixed(1)}`).join(', ')}`,
      `the page's main thread, ms a file (CDP Performance): ${(['task', 'script', 'style', 'layout'] as const)
        .map((k) => `${k} ${((metricsAfter[k] - metricsBefore[k]) / FILES).toFixed(2)}`)
        .join(
          ', ',
        )}; ${metricsAfter.layouts - metricsBefore.layouts} layouts, ${metricsAfter.styles - metricsBefore.styles} style recalcs`,
    )
    console.log('\nrequests (CDP Network), per file:')
    for (const [k, v] of Object.entries(requests).sort()) console.log(`${perFile(v)}  ${k}  (${v})`)
    console.log('\nin the page, per file:')
    for (const [k, v] of Object.entries(counts).sort()) console.log(`${perFile(v)}  ${k}  (${v})`)
    if (TRACE) {
      console.log('\ntrace, self time by thread and event (ms a file):')
      for (const [thread, names] of traceSelfTimes(events))
        console.log(`${thread}:\n${names.map(([name, ms]) => `${(ms / FILES).toFixed(2).padStart(8)}  ${name}`).join('\n')}`)
      return
    }
    if (!profile) return
    const { files, functions } = summarise(profile)
    console.log(
      `\nCPU profile of the page's main thread (${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms), self time by file:`,
    )
    console.log(files.join('\n'))
    console.log('\nby function:')
    console.log(functions.join('\n'))
    if (!workerProfile) return
    const inWorker = summarise(workerProfile)
    console.log(`\nCPU profile of the service worker, self time by file:\n${inWorker.files.join('\n')}`)
    console.log(`\nby function:\n${inWorker.functions.join('\n')}`)
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
    await server.close()
    await mock.close()
    built.remove()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  profileSend().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
