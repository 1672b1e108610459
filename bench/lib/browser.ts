import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '../../e2e/chromium'

export const REPO = fileURLToPath(new URL('../..', import.meta.url))

/*
 * Playwright enables CDP's Network domain on every page and service worker it drives, and the
 * browser process then reports every request to it: a bare page's 1,000-file send ran 8.1–9.2 s
 * with it and 6.0–6.6 s without (browser process 4.2–4.4 s of CPU against 2.3 s). A person's
 * browser has none of it, and a send made from a service worker paid more for it than one made
 * from a page. Service workers: Playwright's own switch, read as it attaches to each; pages:
 * `withoutNetworkEvents`.
 */
process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK ??= '1'

type CdpSession = { send: (method: string) => Promise<unknown> }
type PageImpl = { delegate?: { _mainFrameSession?: { _client?: CdpSession } } }

/**
 * Switches CDP's Network domain off in Playwright's own session with `page` (through in-process
 * Playwright's `toImpl`: no public API does it). After the page's last navigation: a new
 * document in another process gets a new session.
 */
export async function withoutNetworkEvents(page: Page): Promise<void> {
  const connection = (page as unknown as { _connection?: { toImpl?: (object: Page) => PageImpl } })._connection
  const session = connection?.toImpl?.(page)?.delegate?._mainFrameSession?._client
  if (!session) throw new Error("Playwright's internals moved: bench/lib/browser.ts cannot switch its Network events off")
  await session.send('Network.disable')
}

/** The same headless Chromium and flags as the e2e suite. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}

/**
 * The same Chromium on a profile in `dir`, as people run it: unlike `newContext()` (an
 * incognito-like context, whose IndexedDB lives in memory), IndexedDB is written to disk.
 */
export function launchProfile(dir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { ...chromiumLaunchOptions, ...options })
}

export type Vite = { url: string; close: () => Promise<void> }

/**
 * The repo's own Vite config, served on a bench port. The bench pages are listed as dependency
 * entries so Vite pre-bundles everything before the first page load instead of reloading mid-run.
 */
export async function startVite(port: number): Promise<Vite> {
  // A dev server as `npm run dev` starts one. Vite reads NODE_ENV for `isProduction` (hence
  // `import.meta.env.DEV`, which the app's config loader reads), and a build earlier in this
  // process (bench/many-files.ts and the bundle part build first) sets it to "production": the
  // app was served without its in-browser mock (MSW's worker script refused as text/html) and
  // without React's development mode. Put back when the server closes, or fails to start.
  const nodeEnv = process.env.NODE_ENV
  const restore = () => {
    // (assigning undefined would leave the string "undefined")
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  process.env.NODE_ENV = 'development'
  let server: ViteDevServer | undefined
  try {
    server = await createServer({
      root: REPO,
      // Its own pre-bundle cache: a dev server running beside it keeps its own intact.
      cacheDir: 'node_modules/.vite-bench',
      logLevel: 'warn',
      server: { port, strictPort: true, host: '127.0.0.1' },
      optimizeDeps: { entries: ['index.html', 'bench/pages/*.html'] },
    })
    await server.listen()
  } catch (error) {
    await server?.close()
    restore()
    throw error
  }
  const started = server
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await started.close()
      restore()
    },
  }
}
