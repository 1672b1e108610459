import react from '@vitejs/plugin-react'
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

/** Each page's first paint into its own index.html once the app is built (scripts/first-paint.ts). */
function firstPaint(): Plugin {
  let root = ''
  let outDir = ''
  return {
    name: 'consign:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      execFileSync(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/first-paint.ts'), outDir], {
        cwd: root,
        stdio: 'inherit',
      })
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

export default defineConfig({
  plugins: [react(), firstPaint(), startClosure()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'src/vendor/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === '1',
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
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
