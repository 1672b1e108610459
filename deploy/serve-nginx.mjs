// For the e2e project `nginx`: serves a copy of the run's production build (e2e/build-once.mjs),
// its config.json naming the service by paths of the app's own origin (as an operator edits it),
// with deploy/'s nginx configuration on PORT proxying those paths to the mock server on
// MOCK_PORT (its download links under /downloads), in the foreground until the test runner stops it.
// Checks that nginx serves /config.json; when it does not, prints why (nginx's error log) and
// exits non-zero at once, so the test runner says so instead of waiting out its timeout.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { servedCopy } from '../e2e/build-once.mjs'
import { renderNginx } from './render-nginx.mjs'

let nginx
const fail = (why) => {
  console.error(`nginx e2e server (deploy/serve-nginx.mjs) cannot start: ${why}`)
  nginx?.kill('SIGTERM')
  process.exit(1)
}

const binary = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p))
if (!binary) fail('nginx is not installed: apt-get install -y nginx (the e2e project `nginx` needs it)')
// Its configuration, logs and temp files, beside the build copy: one folder, made again each run.
const out = 'dist-e2e/nginx-server'
rmSync(out, { recursive: true, force: true })
const errorLog = () => {
  const file = join(out, 'error.log')
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
  return lines ? `\nnginx's error log (${file}):\n${lines.split('\n').slice(-20).join('\n')}` : ''
}

let root, conf
try {
  root = await servedCopy('nginx', process.env.MOCK_PORT)
  writeFileSync(join(root, 'config.json'), JSON.stringify({ apiBaseUrl: '/api/v1/public', storageUrl: '/storage', mock: false }))
  const mock = `http://127.0.0.1:${process.env.MOCK_PORT}`
  // The download links on the app's origin too, as an operator may have to serve them.
  const upstreams = {
    api: `${mock}/v1/public`,
    storage: `${mock}/storage`,
    downloadPath: '/downloads',
    download: `${mock}/storage/files`,
  }
  conf = renderNginx({ root, listen: `127.0.0.1:${process.env.PORT}`, out, upstreams })
} catch (error) {
  fail(error.message)
}
// Started by root, nginx's workers run as nobody, who cannot read a checkout in a private
// directory (mktemp -d): here they run as root too. deploy/'s configuration leaves the user to
// the operator.
const user = process.getuid?.() === 0 ? ' user root;' : ''
nginx = spawn(binary, ['-c', conf, '-g', `daemon off;${user}`], { stdio: 'inherit' })
let serving = false
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'))
nginx.on('error', (error) => fail(`${binary}: ${error.message}`))
nginx.on('exit', (code, signal) => {
  if (!serving) fail(`nginx exited (${code ?? signal}) before it served /config.json${errorLog()}`)
  process.exit(code ?? 0)
})

const url = `http://127.0.0.1:${process.env.PORT}/config.json`
for (const deadline = Date.now() + 15_000; !serving;) {
  let status
  try {
    status = (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status
  } catch {
    // Not listening yet.
  }
  if (status && status >= 200 && status < 300) serving = true
  else if (status) fail(`nginx answered ${status} for ${url}${errorLog()}`)
  else if (Date.now() > deadline) fail(`nothing answered ${url} within 15 s${errorLog()}`)
  else await sleep(100)
}
console.log(`nginx e2e server: serving ${root} on http://127.0.0.1:${process.env.PORT}`)
