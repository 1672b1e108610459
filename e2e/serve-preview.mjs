// Builds the app once, points the built dist/ at `npm run mock:server` by editing only its
// config.json (as an operator would), and serves it with `vite preview`.
import { execFileSync, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'

const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}`
const outDir = process.env.OUT_DIR ?? 'dist-e2e'
execFileSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit' })
writeFileSync(
  `${outDir}/config.json`,
  JSON.stringify({ apiBaseUrl: `${mock}/v1/public`, storageUrl: `${mock}/storage`, mock: false }, null, 2),
)
const child = spawn(
  'node_modules/.bin/vite',
  ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', process.env.PREVIEW_PORT ?? '4173', '--strictPort'],
  { stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
