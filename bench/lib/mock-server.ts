import { spawn } from 'node:child_process'
import { REPO } from './browser'
import { stopWithMe } from './children'

export type MockServer = {
  origin: string
  reset: () => Promise<void>
  /** the CORS preflights (OPTIONS) it has answered since it started */
  preflights: () => Promise<number>
  close: () => Promise<void>
}

/** `npm run mock:server` on a bench port, as one node process so it can be stopped by its pid. */
export async function startMockServer(port: number): Promise<MockServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/mocks/server.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  stopWithMe(child)
  const origin = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`mock server exited (${child.exitCode})`)
    const ok = await fetch(`${origin}/__mock/state`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (i > 100) throw new Error('mock server did not start')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    origin,
    reset: async () => void (await fetch(`${origin}/__mock/reset`, { method: 'POST' })),
    preflights: async () => ((await (await fetch(`${origin}/__mock/preflights`)).json()) as { preflights: number }).preflights,
    close: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
