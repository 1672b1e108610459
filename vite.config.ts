import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: process.env.SOURCEMAP === '1' },
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
