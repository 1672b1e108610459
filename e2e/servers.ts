/** The servers the e2e configs start (Playwright's `webServer` entries), each on the port it is given. */

/**
 * Where the e2e dev server pre-bundles the app's dependencies: in the checkout, not in
 * node_modules/.vite. Vite's cache is keyed by the project's root, so two checkouts sharing one
 * node_modules (git worktrees, a symlink) each re-bundled it on their server's start, under the
 * other's running pages: two copies of React in a page ("Cannot read properties of null (reading
 * 'useMemo')"), a page that never rendered. It also leaves `npm run dev`'s own cache alone.
 */
export const devCacheDir = 'dist-e2e/vite-deps'

/**
 * `npm run dev`: the app with the in-browser mock. Two dev servers started at once each get a
 * cache of their own (`name`): pre-bundling into one, each would rewrite it under the other.
 */
export const devServer = (port: number, name = 'dev') => ({
  name,
  command: `exec node_modules/.bin/vite --host 127.0.0.1 --port ${port} --strictPort`,
  env: { VITE_CACHE_DIR: name === 'dev' ? devCacheDir : `${devCacheDir}-${name}` },
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: false,
  timeout: 60_000,
})

/** `npm run mock:server`: the mock over real HTTP. */
export const mockServer = (port: number, name = 'mock') => ({
  name,
  command: `PORT=${port} exec node_modules/.bin/tsx src/mocks/server.ts`,
  url: `http://127.0.0.1:${port}/__mock/state`,
  reuseExistingServer: false,
  timeout: 60_000,
})

/**
 * The run's one production build (e2e/build-once.mjs): the first server that needs it builds it,
 * the others copy it. Set by the runner when it loads the config, unless `npm test` set it for
 * both of its Playwright runs.
 */
const buildId = () => (process.env.E2E_BUILD_ID ??= `${process.pid}-${Date.now()}`)

/** The directory the preview project's server serves: a copy of the build with its own config.json. */
export const previewDir = 'dist-e2e/preview'

/**
 * The production build in dist-e2e/<copy>, pointed at the mock server on `mockPort`, served by
 * `vite preview`. The timeouts allow for the build.
 */
export const previewServer = (port: number, mockPort: number, copy = 'preview') => ({
  name: copy,
  command: `COPY=${copy} MOCK_PORT=${mockPort} PREVIEW_PORT=${port} exec node e2e/serve-preview.mjs`,
  env: { E2E_BUILD_ID: buildId() },
  url: `http://127.0.0.1:${port}/config.json`,
  reuseExistingServer: false,
  timeout: 180_000,
})

/** The production build behind deploy/'s nginx configuration (deploy/serve-nginx.mjs). */
export const nginxServer = (port: number, mockPort: number) => ({
  name: 'nginx',
  command: `MOCK_PORT=${mockPort} PORT=${port} exec node deploy/serve-nginx.mjs`,
  env: { E2E_BUILD_ID: buildId() },
  url: `http://127.0.0.1:${port}/config.json`,
  reuseExistingServer: false,
  timeout: 180_000,
})
