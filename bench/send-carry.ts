/**
 * The 1,000-file send of bench/send.ts (BENCH_SEND_FILES files of 10 KB to two recipients,
 * `mock:server` as the service, journal on) since the app hands a send's requests to its service
 * worker when the worker controls the page (decision 0018), in two parts of `npm run bench`:
 *
 * - `send-worker`: the app on a later visit, its worker controlling the page from the load (every
 *   request handed to it) against the app with no service worker at all (the browser context
 *   blocks them: the page makes every request, as before decision 0018), and the bare page of
 *   bench/send.ts; rounds interleaved, which app side goes first alternating.
 * - `send-origin`: the same send with the service on another origin (config.json names the mock's
 *   address: CORS, a preflight for each request that needs one) and on the app's own origin
 *   (config.json names `/api/v1/public` and `/storage`, which nginx proxies to the same mock:
 *   deploy/'s configuration, as the e2e project `nginx` runs it). Both builds are served by nginx
 *   with deploy/'s configuration, so that only where the service is differs; the app on a later
 *   visit on both (`BENCH_SEND_WORKER` says otherwise: `installed`, `blocked`). The bare page's
 *   same requests are made on both too. The mock server counts the preflights of each run.
 *
 * Each app run is a new Chromium on a new profile on disk (`BENCH_SEND_PROFILE=memory`: one
 * browser, incognito-like contexts), as in bench/send.ts.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from './lib/browser'
import { buildApp } from './lib/build'
import { runIfMain } from './lib/main'
import { startMockServer, type MockServer } from './lib/mock-server'
import { startNginx, type Nginx } from './lib/nginx'
import { freePort } from './lib/ports'
import { fixed, geometricMean, median, type Row } from './lib/table'
import {
  appSend,
  BARE_TARGET,
  bareBrowserSend,
  CONCURRENCY,
  FILES,
  journalRatio,
  PROFILE,
  plainArgs,
  plainSend,
  RUNS,
  say,
  seconds,
  serve,
  workerAtSend,
  workerNote,
  type AppRun,
  type BareRun,
  type PlainSend,
} from './send'

const WORKER = workerAtSend(process.env.BENCH_SEND_WORKER ?? 'warm')
const what = `${FILES} files of 10 KB, ${CONCURRENCY} at a time, journal on`
const preflightsOf = (runs: ReadonlyArray<{ preflights: number }>) => fixed(median(runs.map((r) => r.preflights)), 0)

/** The build, its config.json pointed at the mock (`more` laid over), in a temp folder of its own. */
async function builtFor(mock: MockServer, more: object = {}) {
  const built = await buildApp()
  const config = { apiBaseUrl: `${mock.origin}/v1/public`, storageUrl: `${mock.origin}/storage`, mock: false, sendJournal: true }
  writeFileSync(join(built.outDir, 'config.json'), JSON.stringify({ ...config, ...more }))
  return built
}

/** A warm-up of the mock (JIT, connections): the bare send from Node. */
async function warmUp(mock: MockServer) {
  await mock.reset()
  say('warm-up', await plainSend(plainArgs(mock)))
}

export async function benchSendWorker(): Promise<Row[]> {
  const mock = await startMockServer(await freePort())
  const built = await builtFor(mock)
  const port = await freePort()
  const server = await serve(built.outDir, port)
  const origin = `http://127.0.0.1:${port}`
  const browser = PROFILE === 'memory' ? await launchChromium() : null
  try {
    await warmUp(mock)
    const bare: BareRun[] = []
    const warm: AppRun[] = []
    const blocked: AppRun[] = []
    for (let i = 0; i < RUNS; i++) {
      await mock.reset()
      bare.push(await bareBrowserSend(browser, origin, mock))
      for (const side of i % 2 ? (['blocked', 'warm'] as const) : (['warm', 'blocked'] as const)) {
        await mock.reset()
        ;(side === 'warm' ? warm : blocked).push(await appSend(browser, origin, true, mock, side))
      }
      say({ warm: warm.at(-1), blocked: blocked.at(-1), bare: bare.at(-1), load: loadavg() })
    }
    const bareMs = median(bare.map((r) => r.ms))
    const warmMs = median(warm.map((r) => r.ms))
    const blockedMs = median(blocked.map((r) => r.ms))
    const cost = journalRatio(warm, blocked)
    const cpu = (runs: ReadonlyArray<{ cpuS: number }>) => fixed(median(runs.map((r) => r.cpuS)), 1)
    const cpuNote =
      PROFILE === 'disk' ? `; Chromium CPU ${cpu(warm)} s, no worker ${cpu(blocked)} s, bare page ${cpu(bare)} s` : ''
    return [
      {
        metric: `${what}: the app on a later visit, its worker in control (${workerNote(warm)} a run; runs ${seconds(warm.map((r) => r.ms))} s) vs the bare page (runs ${seconds(bare.map((r) => r.ms))} s, ${preflightsOf(bare)} preflights)`,
        measured: `${fixed(warmMs / 1000, 1)} s`,
        reference: `bare page: ${fixed(bareMs / 1000, 1)} s`,
        ratio: `${fixed(bareMs / warmMs)}x`,
        target: `>= ${BARE_TARGET}x`,
        met: bareMs / warmMs >= BARE_TARGET,
      },
      {
        metric: `the same app with no service worker (blocked: the page makes every request; ${workerNote(blocked)}; runs ${seconds(blocked.map((r) => r.ms))} s) vs the same bare page`,
        measured: `${fixed(blockedMs / 1000, 1)} s`,
        reference: `bare page: ${fixed(bareMs / 1000, 1)} s`,
        ratio: `${fixed(bareMs / blockedMs)}x`,
        target: `>= ${BARE_TARGET}x`,
        met: bareMs / blockedMs >= BARE_TARGET,
      },
      {
        metric: `what handing the requests to the worker costs: the app with its worker in control vs with none, round by round${cpuNote}`,
        measured: `worker ${fixed(warmMs / 1000, 1)} s`,
        reference: `none ${fixed(blockedMs / 1000, 1)} s`,
        ratio: `${fixed(cost.ratio)}x (${cost.paced ? "each run's time over its network service's CPU, " : ''}per round ${cost.rounds.map((r) => fixed(r)).join('/')}; the times alone ${fixed(cost.plain)}x, their medians ${fixed(blockedMs / warmMs)}x)`,
        target: '(cost)',
        met: null,
      },
    ]
  } finally {
    await browser?.close()
    await server.close()
    await mock.close()
    built.remove()
  }
}

/**
 * `BENCH_SEND_ORIGIN_PROXIED=1`: the app also with the service on another origin behind the same
 * nginx proxy (what the proxy's hop costs the app, apart from the preflights); the bare page
 * always makes that side's requests.
 */
const PROXIED_APP = process.env.BENCH_SEND_ORIGIN_PROXIED === '1'

type Side = 'cross' | 'proxied' | 'same'

export async function benchSendOrigin(): Promise<Row[]> {
  const mock = await startMockServer(await freePort())
  // One build, three copies: the service on the mock's origin; on the app's own origin (nginx
  // proxies /api/v1/public and /storage to the mock); on another origin behind that same proxy.
  const cross = await builtFor(mock)
  const copy = (name: string, config: object) => {
    const dir = mkdtempSync(join(tmpdir(), `consign-bench-build-${name}-`))
    cpSync(cross.outDir, dir, { recursive: true })
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ mock: false, sendJournal: true, ...config }))
    return dir
  }
  const dirs = [copy('same', { apiBaseUrl: '/api/v1/public', storageUrl: '/storage' })]
  const servers: Nginx[] = []
  const browser = PROFILE === 'memory' ? await launchChromium() : null
  try {
    const same = await startNginx(dirs[0]!, await freePort(), {
      api: `${mock.origin}/v1/public`,
      storage: `${mock.origin}/storage`,
    })
    servers.push(same)
    const viaProxy = { api: `${same.origin}/api/v1/public`, storage: `${same.origin}/storage` }
    dirs.push(copy('proxied', { apiBaseUrl: viaProxy.api, storageUrl: viaProxy.storage }))
    const proxied = await startNginx(dirs[1]!, await freePort())
    servers.push(proxied)
    const crossServer = await startNginx(cross.outDir, await freePort())
    servers.push(crossServer)
    const page: Record<Side, string> = { cross: crossServer.origin, proxied: proxied.origin, same: same.origin }
    const args: Record<Side, PlainSend> = {
      cross: plainArgs(mock),
      proxied: { ...plainArgs(mock), ...viaProxy },
      same: { ...plainArgs(mock), ...viaProxy },
    }
    await warmUp(mock)
    const bare: Record<Side, BareRun[]> = { cross: [], proxied: [], same: [] }
    const app: Record<Side, AppRun[]> = { cross: [], proxied: [], same: [] }
    const sides: Side[] = ['cross', 'same', 'proxied']
    for (let i = 0; i < RUNS; i++) {
      // Which goes first turns round by round, on the bare page and in the app alike.
      const order = [...sides.slice(i % 3), ...sides.slice(0, i % 3)]
      for (const side of order) {
        await mock.reset()
        bare[side].push(await bareBrowserSend(browser, page[side], mock, args[side]))
      }
      for (const side of order.filter((side) => side !== 'proxied' || PROXIED_APP)) {
        await mock.reset()
        app[side].push(await appSend(browser, page[side], true, mock, WORKER))
      }
      say({ app: { cross: app.cross.at(-1), same: app.same.at(-1), proxied: app.proxied.at(-1) } })
      say({ bare: { cross: bare.cross.at(-1), same: bare.same.at(-1), proxied: bare.proxied.at(-1) } })
      say('load', loadavg())
    }
    const ms = (runs: ReadonlyArray<{ ms: number }>) => median(runs.map((r) => r.ms))
    const s = (runs: ReadonlyArray<{ ms: number }>) => `${fixed(ms(runs) / 1000, 1)} s`
    // One side over another, round by round, then their geometric mean: the sides make different
    // requests (preflights), so no pacing by the network service's CPU here, the times alone.
    const ratio = (over: ReadonlyArray<{ ms: number }>, under: ReadonlyArray<{ ms: number }>) => {
      const rounds = over.map((r, i) => r.ms / under[i]!.ms)
      return {
        mean: geometricMean(rounds),
        text: `${fixed(geometricMean(rounds))}x (per round ${rounds.map((r) => fixed(r)).join('/')}; medians ${fixed(ms(over) / ms(under))}x)`,
      }
    }
    const visit = { warm: 'a later visit, worker in control', installed: 'a first visit', blocked: 'no service worker' }[WORKER]
    const runs = (list: ReadonlyArray<{ ms: number }>) => `runs ${seconds(list.map((r) => r.ms))} s`
    const appRatio = ratio(app.same, app.cross)
    const rows: Row[] = [
      {
        metric: `${what}, the app (${visit}) served by nginx: the service on the app's own origin (nginx proxies it; ${workerNote(app.same)} a run; ${runs(app.same)}) vs on another origin (${workerNote(app.cross)}; ${runs(app.cross)}); ratio same-origin time / cross-origin time`,
        measured: `same ${s(app.same)}, ${preflightsOf(app.same)} preflights`,
        reference: `cross ${s(app.cross)}, ${preflightsOf(app.cross)} preflights`,
        ratio: appRatio.text,
        target: '< 1x',
        met: appRatio.mean < 1,
      },
      {
        metric: `the bare page's same requests, on the same origin through nginx (${runs(bare.same)}) vs to the mock's origin (${runs(bare.cross)})`,
        measured: `same ${s(bare.same)}, ${preflightsOf(bare.same)} preflights`,
        reference: `cross ${s(bare.cross)}, ${preflightsOf(bare.cross)} preflights`,
        ratio: ratio(bare.same, bare.cross).text,
        target: '(bound)',
        met: null,
      },
      {
        metric: `the bare page: what nginx's hop costs, the service on another origin behind the same proxy (${runs(bare.proxied)}, its preflights proxied) vs the mock's origin`,
        measured: `proxied ${s(bare.proxied)}, ${preflightsOf(bare.proxied)} preflights`,
        reference: `cross ${s(bare.cross)}`,
        ratio: ratio(bare.proxied, bare.cross).text,
        target: '(cost)',
        met: null,
      },
      {
        metric:
          "the bare page: what the preflights cost, both through nginx's hop: the same origin vs another origin behind the proxy",
        measured: `same ${s(bare.same)}, ${preflightsOf(bare.same)} preflights`,
        reference: `proxied ${s(bare.proxied)}, ${preflightsOf(bare.proxied)} preflights`,
        ratio: ratio(bare.same, bare.proxied).text,
        target: '(cost)',
        met: null,
      },
    ]
    if (PROXIED_APP)
      rows.push(
        {
          metric: `the app: what nginx's hop costs, the service on another origin behind the same proxy (${workerNote(app.proxied)}; ${runs(app.proxied)}) vs the mock's origin`,
          measured: `proxied ${s(app.proxied)}`,
          reference: `cross ${s(app.cross)}`,
          ratio: ratio(app.proxied, app.cross).text,
          target: '(cost)',
          met: null,
        },
        {
          metric:
            "the app: what the preflights cost, both through nginx's hop: the same origin vs another origin behind the proxy",
          measured: `same ${s(app.same)}, ${preflightsOf(app.same)} preflights`,
          reference: `proxied ${s(app.proxied)}, ${preflightsOf(app.proxied)} preflights`,
          ratio: ratio(app.same, app.proxied).text,
          target: '(cost)',
          met: null,
        },
      )
    rows.push(
      {
        metric: 'the app vs the bare page, the service on the same origin',
        measured: s(app.same),
        reference: `bare page: ${s(bare.same)}`,
        ratio: `${fixed(ms(bare.same) / ms(app.same))}x`,
        target: `>= ${BARE_TARGET}x`,
        met: ms(bare.same) / ms(app.same) >= BARE_TARGET,
      },
      {
        metric: 'the app vs the bare page, the service on another origin (the app served by nginx)',
        measured: s(app.cross),
        reference: `bare page: ${s(bare.cross)}`,
        ratio: `${fixed(ms(bare.cross) / ms(app.cross))}x`,
        target: `>= ${BARE_TARGET}x`,
        met: ms(bare.cross) / ms(app.cross) >= BARE_TARGET,
      },
    )
    return rows
  } finally {
    await browser?.close()
    for (const server of servers.reverse()) await server.close()
    await mock.close()
    cross.remove()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

runIfMain(import.meta.url, async () => {
  const part = process.argv[2] ?? 'origin'
  if (part !== 'origin' && part !== 'worker') throw new Error(`npx tsx bench/send-carry.ts [origin|worker], not ${part}`)
  return part === 'origin' ? benchSendOrigin() : benchSendWorker()
})
