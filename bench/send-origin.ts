/**
 * `send-origin` of `npm run bench`: the send of bench/send.ts with the service on another origin
 * (config.json names the service's address: CORS, a preflight for each request that needs one)
 * and on the app's own origin (config.json names `/api/v1/public` and `/storage`, which nginx
 * proxies to the mock: deploy/'s configuration, as the e2e project `nginx` runs it). Both builds
 * are served by nginx with deploy/'s configuration, so that only where the service is differs;
 * the app on a later visit (`BENCH_SEND_WORKER` says otherwise). The bare page's same requests are
 * made on both too. The mock server counts the preflights of each run.
 *
 * A preflight costs a round trip, which loopback does not have: between the browser and what it
 * reaches (the mock's origin, or nginx on the app's origin) sits a proxy that delays each way by
 * half of `BENCH_ORIGIN_RTT_MS` (default 20 ms, a round trip within a continent; 0: none). nginx's
 * hop to the mock is the service's own, not delayed. With a round trip every request waits on
 * it, so the send is BENCH_ORIGIN_FILES files (default 200), not 1,000.
 * `BENCH_SEND_ORIGIN_PROXIED=1` adds a third side: another origin behind the same nginx (what the
 * proxy's hop costs, apart from the preflights).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from './lib/browser'
import { buildApp } from './lib/build'
import { startDelayProxy, type DelayProxy } from './lib/delay-proxy'
import { runIfMain } from './lib/main'
import { startMockServer } from './lib/mock-server'
import { startNginx, type Nginx } from './lib/nginx'
import { freePort } from './lib/ports'
import { fixed, geometricMean, median, type Row } from './lib/table'
import {
  appSend,
  BARE_TARGET,
  bareBrowserSend,
  CONCURRENCY,
  PROFILE,
  plainArgs,
  plainSend,
  RUNS,
  say,
  seconds,
  WORKER,
  workerNote,
  type AppRun,
  type BareRun,
  type PlainSend,
} from './send'

const FILES = Number(process.env.BENCH_ORIGIN_FILES ?? 200)
const RTT_MS = Number(process.env.BENCH_ORIGIN_RTT_MS ?? 20)
const PROXIED = process.env.BENCH_SEND_ORIGIN_PROXIED === '1'
const what = `${FILES} files of 10 KB, ${CONCURRENCY} at a time, journal on, ${RTT_MS ? `a ${RTT_MS} ms round trip to the service` : 'no round trip (loopback)'}`
const preflightsOf = (runs: ReadonlyArray<{ preflights: number }>) => fixed(median(runs.map((r) => r.preflights)), 0)

type Side = 'cross' | 'proxied' | 'same'

export async function benchSendOrigin(): Promise<Row[]> {
  const mock = await startMockServer(await freePort())
  const mockPort = Number(new URL(mock.origin).port)
  const built = await buildApp()
  const dirs: string[] = []
  /** A copy of the build with `config` as its config.json. */
  const copy = (name: string, config: object) => {
    const dir = mkdtempSync(join(tmpdir(), `consign-bench-build-${name}-`))
    cpSync(built.outDir, dir, { recursive: true })
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ mock: false, sendJournal: true, ...config }))
    dirs.push(dir)
    return dir
  }
  const servers: Array<Nginx | DelayProxy> = []
  /** Where the browser reaches `port`: through the delaying proxy, or directly with no round trip. */
  const reach = async (port: number) => {
    if (!RTT_MS) return `http://127.0.0.1:${port}`
    const proxy = await startDelayProxy(await freePort(), port, RTT_MS)
    servers.push(proxy)
    return proxy.origin
  }
  const browser = PROFILE === 'memory' ? await launchChromium() : null
  try {
    // The service on the app's own origin: nginx serves the app and proxies /api/v1/public and
    // /storage to the mock; the browser reaches that nginx across the round trip.
    const sameDir = copy('same', { apiBaseUrl: '/api/v1/public', storageUrl: '/storage' })
    const sameNginx = await startNginx(sameDir, await freePort(), {
      api: `${mock.origin}/v1/public`,
      storage: `${mock.origin}/storage`,
    })
    servers.push(sameNginx)
    const same = await reach(Number(new URL(sameNginx.origin).port))
    // The service on another origin: the mock, across the round trip; the app from an nginx of its own.
    const service = await reach(mockPort)
    const crossNginx = await startNginx(
      copy('cross', { apiBaseUrl: `${service}/v1/public`, storageUrl: `${service}/storage` }),
      await freePort(),
    )
    servers.push(crossNginx)
    // Another origin behind the same nginx (the app's nginx proxies to the same-origin one).
    const viaProxy = { api: `${same}/api/v1/public`, storage: `${same}/storage` }
    const proxiedNginx = await startNginx(
      copy('proxied', { apiBaseUrl: viaProxy.api, storageUrl: viaProxy.storage }),
      await freePort(),
    )
    servers.push(proxiedNginx)
    const page: Record<Side, string> = { cross: crossNginx.origin, proxied: proxiedNginx.origin, same }
    const base = { ...plainArgs(mock), files: FILES }
    const args: Record<Side, PlainSend> = {
      cross: { ...base, origin: service },
      proxied: { ...base, ...viaProxy },
      same: { ...base, ...viaProxy },
    }
    await mock.reset()
    say('warm-up', await plainSend(base))
    const bare: Record<Side, BareRun[]> = { cross: [], proxied: [], same: [] }
    const app: Record<Side, AppRun[]> = { cross: [], proxied: [], same: [] }
    const sides: Side[] = PROXIED ? ['cross', 'same', 'proxied'] : ['cross', 'same']
    for (let i = 0; i < RUNS; i++) {
      // Which goes first turns round by round, on the bare page and in the app alike.
      const order = [...sides.slice(i % sides.length), ...sides.slice(0, i % sides.length)]
      for (const side of order) {
        await mock.reset()
        bare[side].push(await bareBrowserSend(browser, page[side], mock, args[side]))
      }
      for (const side of order) {
        await mock.reset()
        app[side].push(await appSend(browser, page[side], true, mock, WORKER, FILES))
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
        metric: `the bare page's same requests, on the same origin through nginx (${runs(bare.same)}) vs to the service's origin (${runs(bare.cross)})`,
        measured: `same ${s(bare.same)}, ${preflightsOf(bare.same)} preflights`,
        reference: `cross ${s(bare.cross)}, ${preflightsOf(bare.cross)} preflights`,
        ratio: ratio(bare.same, bare.cross).text,
        target: '(bound)',
        met: null,
      },
    ]
    if (PROXIED)
      rows.push(
        {
          metric: `what nginx's hop costs: the service on another origin behind the same proxy vs the mock's origin; the bare page (${runs(bare.proxied)}) and the app (${runs(app.proxied)})`,
          measured: `bare ${s(bare.proxied)}, app ${s(app.proxied)}`,
          reference: `bare ${s(bare.cross)}, app ${s(app.cross)}`,
          ratio: `bare ${ratio(bare.proxied, bare.cross).text}; app ${ratio(app.proxied, app.cross).text}`,
          target: '(cost)',
          met: null,
        },
        {
          metric:
            "what the preflights cost, both through nginx's hop: the same origin vs another origin behind the proxy; the bare page and the app",
          measured: `bare ${s(bare.same)}, app ${s(app.same)}`,
          reference: `bare ${s(bare.proxied)} (${preflightsOf(bare.proxied)} preflights), app ${s(app.proxied)} (${preflightsOf(app.proxied)})`,
          ratio: `bare ${ratio(bare.same, bare.proxied).text}; app ${ratio(app.same, app.proxied).text}`,
          target: '(cost)',
          met: null,
        },
      )
    for (const side of ['same', 'cross'] as const)
      rows.push({
        metric: `the app vs the bare page, the service on ${side === 'same' ? 'the same origin' : 'another origin'}`,
        measured: s(app[side]),
        reference: `bare page: ${s(bare[side])}`,
        ratio: `${fixed(ms(bare[side]) / ms(app[side]))}x`,
        target: `>= ${BARE_TARGET}x`,
        met: ms(bare[side]) / ms(app[side]) >= BARE_TARGET,
      })
    return rows
  } finally {
    await browser?.close()
    for (const server of servers.reverse()) await server.close()
    await mock.close()
    built.remove()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

runIfMain(import.meta.url, benchSendOrigin)
