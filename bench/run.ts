/**
 * `npm run bench`: every benchmark in one run on this machine, each part's rows printed as soon
 * as it finishes (a long run stopped early still says what it measured), then the whole table.
 * `npm run bench -- send hash` runs those parts alone (`send-origin`: the send with the service
 * on the app's own origin and on another, bench/send-origin.ts). Each ratio compares with a
 * reference measured in the same run, so the figures travel between machines better than raw
 * timings; the load average is printed because other work skews them.
 */
import { cpus, loadavg } from 'node:os'
import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { findChromium } from '../e2e/chromium'
import { benchBundle } from './bundle'
import { benchHash } from './hash'
import { benchManyFiles } from './many-files'
import { printTable, type Row } from './lib/table'
import { benchSend } from './send'
import { benchSendAgain } from './send-again'
import { benchSendOrigin } from './send-origin'
import { benchUpload } from './upload'

const all: Array<[string, () => Promise<Row[]>]> = [
  ['bundle', benchBundle],
  ['many-files', benchManyFiles],
  ['upload', benchUpload],
  ['hash', benchHash],
  ['send', benchSend],
  ['send-origin', benchSendOrigin],
  ['send-again', benchSendAgain],
]
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !all.some(([part]) => part === name))
if (unknown.length) {
  console.error(`no such part: ${unknown.join(', ')} (the parts: ${all.map(([part]) => part).join(', ')})`)
  process.exit(2)
}
const benches = asked.length ? all.filter(([part]) => asked.includes(part)) : all

const chromium = findChromium()
const version = execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; ${version}; node ${process.version}; load average ${load()}`)

const rows: Row[] = []
const started = performance.now()
for (const [name, bench] of benches) {
  const t = performance.now()
  process.stdout.write(`${name}… `)
  let part: Row[]
  try {
    part = await bench()
    console.log(`${((performance.now() - t) / 1000).toFixed(0)} s (load ${load()})`)
  } catch (error) {
    console.log('failed')
    console.error(error)
    part = [
      {
        metric: `${name}: could not be measured`,
        measured: String(error).split('\n')[0]!,
        reference: '',
        ratio: '',
        target: '',
        met: false,
      },
    ]
    process.exitCode = 1
  }
  printTable(part)
  console.log()
  rows.push(...part)
}
if (benches.length > 1) {
  console.log(`all benchmarks: ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${load()}\n`)
  printTable(rows)
}
