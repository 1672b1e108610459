import { chromium, type Browser } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { fileURLToPath } from 'node:url'

export const REPO = fileURLToPath(new URL('../..', import.meta.url))

/** The same headless Chromium and flags as the e2e suite. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

export type Vite = { url: string; close: () => Promise<void> }

/**
 * The repo's own Vite config, served on a bench port. The bench pages are listed as dependency
 * entries so Vite pre-bundles everything before the first page load instead of reloading mid-run.
 */
export async function startVite(port: number): Promise<Vite> {
  const server: ViteDevServer = await createServer({
    root: REPO,
    logLevel: 'warn',
    server: { port, strictPort: true, host: '127.0.0.1' },
    optimizeDeps: { entries: ['index.html', 'bench/pages/*.html'] },
  })
  await server.listen()
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}
