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
import { startNginx } from './lib/nginx'
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

export async function benchSendOrigin(): Promise<Row[]> {
  const mock = await startMockServer(await freePort())
  // One build, two copies: the service on the mock's origin, and on the app's own (nginx proxies it).
  const cross = await builtFor(mock)
  const sameDir = mkdtempSync(join(tmpdir(), 'consign-bench-build-same-'))
  cpSync(cross.outDir, sameDir, { recursive: true })
  writeFileSync(
    join(sameDir, 'config.json'),
    JSON.stringify({ apiBaseUrl: '/api/v1/public', storageUrl: '/storage', mock: false, sendJournal: true }),
  )
  const nginxCross = await startNginx(cross.outDir, await freePort())
  const nginxSame = await startNginx(sameDir, await freePort(), {
    api: `${mock.origin}/v1/public`,
    storage: `${mock.origin}/storage`,
  }).catch(async (error: unknown) => {
    await nginxCross.close()
    throw error
  })
  const browser = PROFILE === 'memory' ? await launchChromium() : null
  try {
    await warmUp(mock)
    const bareCross: BareRun[] = []
    const bareSame: BareRun[] = []
    const appCross: AppRun[] = []
    const appSame: AppRun[] = []
    const sameArgs = {
      ...plainArgs(mock),
      api: `${nginxSame.origin}/api/v1/public`,
      storage: `${nginxSame.origin}/storage`,
    }
    for (let i = 0; i < RUNS; i++) {
      // Which goes first alternates, on the bare page and in the app alike.
      const order = i % 2 ? (['same', 'cross'] as const) : (['cross', 'same'] as const)
      for (const side of order) {
        await mock.reset()
        if (side === 'cross') bareCross.push(await bareBrowserSend(browser, nginxCross.origin, mock))
        else bareSame.push(await bareBrowserSend(browser, nginxSame.origin, mock, sameArgs))
      }
      for (const side of order) {
        await mock.reset()
        const run = await appSend(browser, (side === 'cross' ? nginxCross : nginxSame).origin, true, mock, WORKER)
        ;(side === 'cross' ? appCross : appSame).push(run)
      }
      say({ appCross: appCross.at(-1), appSame: appSame.at(-1), bareCross: bareCross.at(-1), bareSame: bareSame.at(-1) })
      say('load', loadavg())
    }
    const ms = (runs: ReadonlyArray<{ ms: number }>) => median(runs.map((r) => r.ms))
    // Same over cross, round by round: the sides make different requests (preflights), so no
    // pacing by the network service's CPU here, the times alone.
    const rounds = (same: ReadonlyArray<{ ms: number }>, cross: ReadonlyArray<{ ms: number }>) =>
      same.map((r, i) => r.ms / cross[i]!.ms)
    const app = rounds(appSame, appCross)
    const bare = rounds(bareSame, bareCross)
    const visit = { warm: 'a later visit, worker in control', installed: 'a first visit', blocked: 'no service worker' }[WORKER]
    return [
      {
        metric: `${what}, the app (${visit}) served by nginx: the service on the app's own origin (nginx proxies it; ${workerNote(appSame)} a run; runs ${seconds(appSame.map((r) => r.ms))} s) vs on another origin (${workerNote(appCross)}; runs ${seconds(appCross.map((r) => r.ms))} s); ratio same-origin time / cross-origin time`,
        measured: `same ${fixed(ms(appSame) / 1000, 1)} s, ${preflightsOf(appSame)} preflights`,
        reference: `cross ${fixed(ms(appCross) / 1000, 1)} s, ${preflightsOf(appCross)} preflights`,
        ratio: `${fixed(geometricMean(app))}x (per round ${app.map((r) => fixed(r)).join('/')}; medians ${fixed(ms(appSame) / ms(appCross))}x)`,
        target: '< 1x',
        met: geometricMean(app) < 1,
      },
      {
        metric: `the bare page's same requests, on the same origin through nginx (runs ${seconds(bareSame.map((r) => r.ms))} s) vs to the mock's origin (runs ${seconds(bareCross.map((r) => r.ms))} s)`,
        measured: `same ${fixed(ms(bareSame) / 1000, 1)} s, ${preflightsOf(bareSame)} preflights`,
        reference: `cross ${fixed(ms(bareCross) / 1000, 1)} s, ${preflightsOf(bareCross)} preflights`,
        ratio: `${fixed(geometricMean(bare))}x (per round ${bare.map((r) => fixed(r)).join('/')}; medians ${fixed(ms(bareSame) / ms(bareCross))}x)`,
        target: '(bound)',
        met: null,
      },
      {
        metric: 'the app vs the bare page, the service on the same origin',
        measured: `${fixed(ms(appSame) / 1000, 1)} s`,
        reference: `bare page: ${fixed(ms(bareSame) / 1000, 1)} s`,
        ratio: `${fixed(ms(bareSame) / ms(appSame))}x`,
        target: `>= ${BARE_TARGET}x`,
        met: ms(bareSame) / ms(appSame) >= BARE_TARGET,
      },
      {
        metric: 'the app vs the bare page, the service on another origin (the app served by nginx)',
        measured: `${fixed(ms(appCross) / 1000, 1)} s`,
        reference: `bare page: ${fixed(ms(bareCross) / 1000, 1)} s`,
        ratio: `${fixed(ms(bareCross) / ms(appCross))}x`,
        target: `>= ${BARE_TARGET}x`,
        met: ms(bareCross) / ms(appCross) >= BARE_TARGET,
      },
    ]
  } finally {
    await browser?.close()
    await nginxSame.close()
    await nginxCross.close()
    await mock.close()
    cross.remove()
    rmSync(sameDir, { recursive: true, force: true })
  }
}

runIfMain(import.meta.url, async () => {
  const part = process.argv[2] ?? 'origin'
  if (part !== 'origin' && part !== 'worker') throw new Error(`npx tsx bench/send-carry.ts [origin|worker], not ${part}`)
  return part === 'origin' ? benchSendOrigin() : benchSendWorker()
})
