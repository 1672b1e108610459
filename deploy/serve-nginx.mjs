// For the e2e project `nginx`: builds the app into dist-nginx, points its config.json at the
// service on the app's own origin (as an operator edits it), renders the nginx configuration
// that proxies those paths to the mock server, and runs nginx in the foreground on PORT, until
// the test runner stops it.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderNginx } from './render-nginx.mjs'

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p))
if (!nginx) {
  console.error('nginx is not installed: apt-get install -y nginx (the e2e project `nginx` needs it)')
  process.exit(1)
}
const mock = `http://127.0.0.1:${process.env.MOCK_PORT}`
execFileSync('node_modules/.bin/vite', ['build', '--outDir', 'dist-nginx', '--emptyOutDir'], { stdio: 'inherit' })
writeFileSync(
  'dist-nginx/config.json',
  JSON.stringify({ apiBaseUrl: '/api/v1/public', storageUrl: '/storage', mock: false }, null, 2),
)
const out = mkdtempSync(join(tmpdir(), 'consign-nginx-'))
const upstreams = { api: `${mock}/v1/public`, storage: `${mock}/storage` }
const conf = renderNginx({ root: 'dist-nginx', listen: `127.0.0.1:${process.env.PORT}`, out, upstreams })
const child = spawn(nginx, ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'))
child.on('exit', (code) => process.exit(code ?? 0))
