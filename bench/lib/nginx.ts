import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderNginx, type Upstreams } from '../../deploy/render-nginx.mjs'
import { stopWithMe } from './children'

export type Nginx = { origin: string; close: () => Promise<void> }

const BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']

/**
 * A built app (`root`, its config.json already written) behind deploy/'s nginx configuration on
 * `port`, as deploy/serve-nginx.mjs serves it to the e2e project `nginx`: where config.json names
 * a service by a path of the app's origin, nginx proxies it to `upstreams`. One nginx of our own
 * (its master's pid), stopped by `close`; its logs and temp files in a temp folder, removed then.
 */
export async function startNginx(root: string, port: number, upstreams: Upstreams = {}): Promise<Nginx> {
  const binary = BINARIES.find((p) => existsSync(p))
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx): the same-origin side needs it')
  const out = mkdtempSync(join(tmpdir(), 'consign-bench-nginx-'))
  const conf = renderNginx({ root, listen: `127.0.0.1:${port}`, out, upstreams })
  const log = () => {
    const file = join(out, 'error.log')
    return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-10).join('\n') : ''
  }
  // Started by root, nginx's workers run as nobody, who cannot read a build in a private temp
  // folder: here they run as root too (as deploy/serve-nginx.mjs does).
  const user = process.getuid?.() === 0 ? ' user root;' : ''
  const child = spawn(binary, ['-c', conf, '-g', `daemon off;${user}`], { stdio: ['ignore', 'ignore', 'inherit'] })
  stopWithMe(child, 'SIGQUIT')
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${log()}`)
    const status = await fetch(`${origin}/config.json`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status,
      () => 0,
    )
    if (status >= 200 && status < 300) break
    if (status || i > 150) {
      child.kill('SIGTERM')
      await exited
      throw new Error(`nginx did not serve ${origin}/config.json (${status || 'no answer'}): ${log()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    close: async () => {
      // Our own master process only: SIGQUIT stops its workers once their connections are done.
      child.kill('SIGQUIT')
      const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))])
      if (!stopped) {
        child.kill('SIGTERM')
        await exited
      }
      rmSync(out, { recursive: true, force: true })
    },
  }
}
