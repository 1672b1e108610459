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

export default defineConfig({
  plugins: [react(), firstPaint()],
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
        // What the first load needs, in two files rather than twenty-odd small ones (each file
        // gzipped alone compresses worse): React, and the rest of the libraries the start uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'libs', test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|wouter|regexparam)[\\/]/ },
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
