/** The servers the e2e configs start (Playwright's `webServer` entries), each on the port it is given. */

/** `npm run dev`: the app with the in-browser mock. */
export const devServer = (port: number) => ({
  command: `exec node_modules/.bin/vite --host 127.0.0.1 --port ${port} --strictPort`,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: false,
  timeout: 60_000,
})

/** `npm run mock:server`: the mock over real HTTP. */
export const mockServer = (port: number) => ({
  command: `PORT=${port} exec node_modules/.bin/tsx src/mocks/server.ts`,
  url: `http://127.0.0.1:${port}/__mock/state`,
  reuseExistingServer: false,
  timeout: 60_000,
})

/** The production build in `outDir`, pointed at the mock server on `mockPort`, served by `vite preview`. */
export const previewServer = (port: number, mockPort: number, outDir = 'dist-e2e') => ({
  command: `OUT_DIR=${outDir} MOCK_PORT=${mockPort} PREVIEW_PORT=${port} exec node e2e/serve-preview.mjs`,
  url: `http://127.0.0.1:${port}/config.json`,
  reuseExistingServer: false,
  timeout: 180_000,
})
