// Serves a copy of the run's production build (e2e/build-once.mjs), its config.json pointed at
// `npm run mock:server` on MOCK_PORT, with `vite preview` on PREVIEW_PORT. COPY names the copy
// (dist-e2e/preview by default). A server that cannot start says so on stderr and exits non-zero.
import { spawn } from 'node:child_process'
import { servedCopy } from './build-once.mjs'

const copy = process.env.COPY ?? 'preview'
const fail = (why) => {
  console.error(`preview e2e server (e2e/serve-preview.mjs, ${copy}) cannot start: ${why}`)
  process.exit(1)
}

let dir
try {
  dir = await servedCopy(copy, process.env.MOCK_PORT ?? 8787)
} catch (error) {
  fail(error.message)
}
const child = spawn(
  'node_modules/.bin/vite',
  ['preview', '--outDir', dir, '--host', '127.0.0.1', '--port', process.env.PREVIEW_PORT ?? '4173', '--strictPort'],
  { stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('error', (error) => fail(`vite preview: ${error.message}`))
child.on('exit', (code) => {
  if (code) fail(`vite preview exited with code ${code}`)
  process.exit(code ?? 0)
})
