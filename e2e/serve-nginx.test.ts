import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const script = resolve('deploy/serve-nginx.mjs')
const installed = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].some((p) => existsSync(p))
const cleanup: (() => void)[] = []
afterEach(() => cleanup.splice(0).forEach((f) => f()))

/**
 * A checkout in a private directory (mktemp -d's mode 0700) with a space in its path, whose run's
 * build is already made (the stamp of e2e/build-once.mjs), with or without its files.
 */
function checkout(built = true) {
  const parent = mkdtempSync(join(tmpdir(), 'consign-serve-'))
  cleanup.push(() => rmSync(parent, { recursive: true, force: true }))
  const dir = join(parent, 'repo with space')
  mkdirSync(join(dir, 'dist-e2e'), { recursive: true })
  writeFileSync(join(dir, 'dist-e2e/build-id'), 'the-run')
  if (built) {
    mkdirSync(join(dir, 'dist-e2e/app'))
    writeFileSync(join(dir, 'dist-e2e/app/index.html'), '<!doctype html><title>app</title>')
  }
  return dir
}

async function listening(): Promise<Server> {
  const server = createServer((socket) => socket.destroy())
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  cleanup.push(() => server.close())
  return server
}

async function freePort() {
  const server = await listening()
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

/** deploy/serve-nginx.mjs run in `cwd` as the e2e config runs it. */
function serve(cwd: string, port: number) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, E2E_BUILD_ID: 'the-run', PORT: String(port), MOCK_PORT: '9' },
  })
  cleanup.push(() => child.kill('SIGTERM'))
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const started = Date.now()
  const exited = new Promise<{ code: number | null; stderr: string; seconds: number }>((r) =>
    child.on('exit', (code) => r({ code, stderr, seconds: (Date.now() - started) / 1000 })),
  )
  return { child, exited }
}

describe.skipIf(!installed)('the nginx e2e server (deploy/serve-nginx.mjs)', () => {
  it('serves the build from a private directory whose path has a space', async () => {
    const dir = checkout()
    const port = await freePort()
    const { child, exited } = serve(dir, port)
    // Its own check of config.json done, it says so; should it exit instead, its message is the failure's.
    const serving = new Promise<string>((r) => child.stdout.on('data', (chunk) => r(String(chunk))))
    expect(await Promise.race([serving, exited.then(({ stderr }) => stderr)])).toMatch(/^nginx e2e server: serving/)
    const config = await fetch(`http://127.0.0.1:${port}/config.json`)
    expect(config.status).toBe(200)
    // The service named on the app's own origin, nginx proxying it to the mock (MOCK_PORT).
    expect(await config.json()).toMatchObject({ apiBaseUrl: '/api/v1/public', storageUrl: '/storage', mock: false })
    expect(readFileSync(join(dir, 'dist-e2e/nginx/index.html'), 'utf8')).toContain('<title>app</title>')
    child.kill('SIGTERM')
    expect((await exited).stderr).not.toMatch(/cannot start/)
  }, 20_000)

  it('says at once that it cannot start, and why, when the build is missing', async () => {
    const { code, stderr, seconds } = await serve(checkout(false), await freePort()).exited
    expect(code).not.toBe(0)
    expect(stderr).toMatch(/^nginx e2e server \(deploy\/serve-nginx\.mjs\) cannot start: .*ENOENT.*dist-e2e\/app/m)
    expect(seconds).toBeLessThan(5)
  }, 20_000)

  it("says at once that it cannot start, with nginx's own error, when its port is taken", async () => {
    const taken = ((await listening()).address() as AddressInfo).port
    const { code, stderr, seconds } = await serve(checkout(), taken).exited
    expect(code).not.toBe(0)
    expect(stderr).toMatch(/^nginx e2e server \(deploy\/serve-nginx\.mjs\) cannot start: nginx exited/m)
    expect(stderr).toMatch(/bind\(\) to 127\.0\.0\.1:\d+ failed \(98: Address already in use\)/)
    expect(seconds).toBeLessThan(10)
  }, 20_000)
})
