import { execFileSync } from 'node:child_process'

/** A port that is free on 127.0.0.1 now. Asked of a child process: Playwright loads its config synchronously. */
export function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
}

/**
 * The e2e servers' ports, chosen once by the runner when it loads the config and read by its
 * workers, which inherit its environment. Free ports, so `npm test` runs beside `npm run dev`
 * or another checkout's tests.
 */
export function e2ePorts() {
  process.env.E2E_DEV_PORT ??= String(freePort())
  process.env.E2E_PREVIEW_PORT ??= String(freePort())
  process.env.E2E_MOCK_PORT ??= String(freePort())
  process.env.E2E_NGINX_PORT ??= String(freePort())
  process.env.E2E_NGINX_MOCK_PORT ??= String(freePort())
  process.env.E2E_AWAY_PORT ??= String(freePort())
  process.env.E2E_AWAY_MOCK_PORT ??= String(freePort())
  return {
    dev: Number(process.env.E2E_DEV_PORT),
    preview: Number(process.env.E2E_PREVIEW_PORT),
    mock: Number(process.env.E2E_MOCK_PORT),
    nginx: Number(process.env.E2E_NGINX_PORT),
    nginxMock: Number(process.env.E2E_NGINX_MOCK_PORT),
    away: Number(process.env.E2E_AWAY_PORT),
    awayMock: Number(process.env.E2E_AWAY_MOCK_PORT),
  }
}

/** `npm run mock:server` as the preview specs reach it. */
export const mockOrigin = () => `http://127.0.0.1:${e2ePorts().mock}`

/** The nginx project's own mock server, so its tests and the preview specs never share state. */
export const nginxMockOrigin = () => `http://127.0.0.1:${e2ePorts().nginxMock}`

/** The `away` project's own mock server: the closed-tab sends wait on it beside the preview specs. */
export const awayMockOrigin = () => `http://127.0.0.1:${e2ePorts().awayMock}`
