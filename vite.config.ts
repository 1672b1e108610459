import react from '@vitejs/plugin-react'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { i18nPlugins } from './vite.i18n'

let outDir = ''

/** Each page's first paint into its own index.html once the app is built (scripts/first-paint.ts). */
function firstPaint(): Plugin {
  let root = ''
  return {
    name: 'consign:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      // A build that failed wrote no index.html: its own error is the one to see, not this step's.
      if (!existsSync(resolve(outDir, 'index.html'))) return
      execFileSync(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/first-paint.ts'), outDir], {
        cwd: root,
        stdio: 'inherit',
      })
    },
  }
}

/**
 * The app's stylesheet inline in every page's HTML (<style>): no request stands between the HTML
 * and the first paint, a round trip a phone on a slow network waits for (Lighthouse's
 * "render-blocking" 150 ms). The policy allows it by its hash, as it does the language script
 * (deploy/render-nginx.mjs, decision 0015). The file itself is then left out of the build.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'consign:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (_link, href: string) => {
          const asset = Object.values(bundle).find((a) => a.type === 'asset' && href.endsWith(`/${a.fileName}`))
          if (!asset || asset.type !== 'asset') throw new Error(`${href}: no such stylesheet in the build`)
          const css = String(asset.source).trim()
          if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it holds "</style"`)
          delete bundle[asset.fileName]
          return `<style>${css}</style>`
        })
      },
    },
  }
}

/**
 * What src/start.tsx imports statically and the entry (src/main.tsx) does not: the modules the app
 * needs before its first render, after the first paint. Filled once the module graph is known,
 * read by the `start` chunk group below, so that code is one file rather than a dozen small ones
 * (each file gzipped alone compresses worse).
 */
const startModules = new Set<string>()
function startClosure(): Plugin {
  return {
    name: 'consign:start-closure',
    apply: 'build',
    buildEnd() {
      const closure = (from: string) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
        }
        visit(from)
        return seen
      }
      const ids = [...this.getModuleIds()]
      const entry = ids.find((id) => /[\\/]src[\\/]main\.tsx$/.test(id))
      const start = ids.find((id) => /[\\/]src[\\/]start\.tsx$/.test(id))
      if (!entry || !start) throw new Error('src/main.tsx and src/start.tsx should both be in the build')
      const beforePaint = closure(entry)
      startModules.clear()
      // zod/mini re-exports every locale; only the mock uses one (English), so it stays out.
      for (const id of closure(start)) if (!beforePaint.has(id) && !/zod[\\/]v4[\\/]locales[\\/]/.test(id)) startModules.add(id)
    },
  }
}

/**
 * The service worker's build: a worker may not import anything once started, so the contract's
 * schemas, a chunk of their own in the app (api/http.ts `loadContract`), are bundled into it.
 */
function workerContract(): Plugin {
  return {
    name: 'consign:worker-contract',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/api/http.ts')) return null
      const lazy = "import('./schemas')"
      if (!code.includes(lazy))
        throw new Error(`src/api/http.ts no longer loads the contract with ${lazy}: update vite.config.ts`)
      return `import * as workerContractSchemas from './schemas'\n${code.replace(lazy, 'Promise.resolve(workerContractSchemas)')}`
    },
  }
}

/**
 * The manifest and the service worker (src/worker/sw.ts, decision 0013). The worker is built after the
 * first-paint pages exist (closeBundle, `post`), so it precaches each page's HTML as served.
 * Registered by the app itself, lazily and only without the mock (src/app/AppStatus.tsx).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/worker',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  integration: { closeBundleOrder: 'post' },
  injectManifest: {
    buildPlugins: { vite: [workerContract()] },
    globPatterns: ['**/*.{html,js,css,wasm,svg,png,webmanifest}'],
    // The mock's worker and its files never go into a real deployment's cache; config.json is the worker's own rule.
    globIgnores: ['mockServiceWorker.js', 'mock-sw.js', 'config.json', 'icons/apple-touch-icon.png'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // The mock's chunks (MSW, ~440 kB) are fetched only with `mock: true`, which runs no app worker.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.filter(
          (e) => !/\.js$/.test(e.url) || !readFileSync(resolve(outDir, e.url), 'utf8').includes('setupWorker'),
        ),
        warnings: [],
      }),
    ],
  },
  manifest: {
    id: '/',
    name: 'Consign — send files',
    short_name: 'Consign',
    description: 'Upload files, register consignments and send transfers.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // Light; dark is the theme-color meta with its media query in index.html (a manifest has one colour).
    theme_color: '#f5f6f8',
    background_color: '#f5f6f8',
    categories: ['productivity', 'utilities'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    share_target: {
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'files', accept: ['*/*'] }] },
    },
  },
})

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on React, the entry
 * and `start`, which every first load runs (so does the small `boot`, not hinted). V8 then
 * compiles their functions while the file streams in, on a background thread, rather than each
 * on the main thread the first time it is called (React's first render calls most of its chunk).
 * Other engines read a comment. Measured with Lighthouse on a phone (docs/benchmarks.md,
 * 2026-11-24 night).
 */
const hinted = ['react', 'start']
const compileHint = (chunk: { isEntry: boolean; name: string }) =>
  chunk.isEntry || hinted.includes(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''

export default defineConfig({
  plugins: [...i18nPlugins(), react(), inlineStylesheet(), firstPaint(), startClosure(), pwa],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'src/vendor/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // Transformed at start, not at the first page's request: that page asks for ~190 modules one
    // by one, and on 2 busy cores (the e2e suite's dev project) took over 10 s to show anything.
    warmup: { clientFiles: ['./src/main.tsx', './src/mocks/browser.ts', './src/features/*/*Page.tsx'] },
  },
  // Where the dev server keeps its pre-bundled dependencies: node_modules/.vite unless
  // VITE_CACHE_DIR says (the e2e dev server's, e2e/servers.ts).
  cacheDir: process.env.VITE_CACHE_DIR,
  preview: { port: 4173, strictPort: true },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === '1',
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        postBanner: compileHint,
        // What the first load needs in two files rather than twenty-odd small ones (each file
        // gzipped alone compresses worse): React, and everything else the start imports.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'start', test: (id) => startModules.has(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // Pre-bundle everything at start, lazy pages' dependencies too. A dependency first found
    // at run time makes Vite re-bundle and can leave two copies of React in one page
    // ("Cannot read properties of null (reading 'useMemo')").
    entries: [
      'index.html',
      'src/**/*.tsx',
      'src/**/*.ts',
      '!src/**/*.test.*',
      '!src/test/**',
      '!src/mocks/server.ts',
      '!src/mocks/node.ts',
    ],
    include: [
      'react',
      'react-dom/client',
      'wouter',
      'wouter/use-browser-location',
      '@tanstack/react-query',
      '@tanstack/react-virtual',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'react-dropzone',
      'qrcode.react',
      'zod',
      'zod/mini',
      'idb',
      'hash-wasm',
      'msw',
      'msw/browser',
    ],
  },
})
