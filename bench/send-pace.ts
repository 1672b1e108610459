/**
 * How much the network service's CPU grows with a send's time, for the same requests (not a
 * benchmark: the measure `bench/send.ts` paces its journal comparison by). The bare page of
 * `bench/send.ts` makes the same 1,000-file send at 1, 3 and 6 requests at a time (times far
 * apart, the requests the same), each in a fresh Chromium on a profile on disk, three rounds.
 * Prints each run and the elasticity: the slope of log(network service CPU) on log(time) within
 * the rounds (0: the CPU follows the requests alone; 1: the time alone).
 */
import { runIfMain } from './lib/main'
import { startMockServer } from './lib/mock-server'
import { freePort } from './lib/ports'
import { fixed, type Row } from './lib/table'
import { NETWORK, openContext, plainSend, serve } from './send'

const ROUNDS = Number(process.env.BENCH_PACE_ROUNDS ?? 3)
const CONCURRENCY = [1, 3, 6]

/** The slope of y on x, within each group (each group's means taken away first). */
export function slopeWithin(groups: ReadonlyArray<ReadonlyArray<readonly [x: number, y: number]>>): number {
  let xy = 0
  let xx = 0
  for (const points of groups) {
    const mx = points.reduce((sum, [x]) => sum + x, 0) / points.length
    const my = points.reduce((sum, [, y]) => sum + y, 0) / points.length
    for (const [x, y] of points) {
      xy += (x - mx) * (y - my)
      xx += (x - mx) ** 2
    }
  }
  return xy / xx
}

export async function benchSendPace(): Promise<Row[]> {
  const mock = await startMockServer(await freePort())
  const port = await freePort()
  // Any page of an origin of its own: the requests are cross-origin to the mock, as the app's.
  const server = await serve('public', port)
  const rounds: Array<Array<[number, number]>> = []
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const points: Array<[number, number]> = []
      for (const concurrency of CONCURRENCY) {
        await mock.reset()
        // a fresh Chromium on a profile on disk
        const { context, close, byType } = await openContext(null)
        try {
          const page = context.pages()[0] ?? (await context.newPage())
          await page.goto(`http://127.0.0.1:${port}/robots.txt`)
          // tsx (esbuild keepNames) wraps named inner functions in __name(), which pages lack
          await page.evaluate('globalThis.__name ??= (f) => f')
          const before = byType()[NETWORK] ?? 0
          const ms = await page.evaluate(plainSend, {
            origin: mock.origin,
            files: 1000,
            size: 10 * 1024,
            concurrency,
            recipients: ['ann@example.test', 'bob@example.test'],
          })
          const network = (byType()[NETWORK] ?? 0) - before
          console.log(
            `round ${round}, ${concurrency} at a time: ${fixed(ms / 1000, 1)} s, network service ${fixed(network)} s of CPU`,
          )
          points.push([Math.log(ms), Math.log(network)])
        } finally {
          await close()
        }
      }
      rounds.push(points)
    }
  } finally {
    await server.close()
    await mock.close()
  }
  const elasticity = slopeWithin(rounds)
  return [
    {
      metric: `the network service's CPU against the send's time, the same 1,000-file send from a bare page ${CONCURRENCY.join(', ')} at a time (${ROUNDS} rounds): elasticity`,
      measured: fixed(elasticity),
      reference: 'bench/send.ts assumes PACE_ELASTICITY',
      ratio: '',
      target: '(info)',
      met: null,
    },
  ]
}

runIfMain(import.meta.url, benchSendPace)
