import { fileURLToPath } from 'node:url'
import { printTable, type Row } from './table'

/** Lets each bench file run alone (`tsx bench/hash.ts`) as well as from bench/run.ts. */
export function runIfMain(moduleUrl: string, bench: () => Promise<Row[]>) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return
  bench().then(printTable, (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
