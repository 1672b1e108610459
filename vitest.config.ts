import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from './vite.i18n'

export default defineConfig({
  plugins: [linguiMacro(), lingui(), react()],
  test: {
    // happy-dom, not jsdom: jsdom under vitest 4 mangles multipart File bodies.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // VITEST_JSON: CI's second run, under the newest Node LTS, reports apart (.ci/newest-lts).
    reporters: ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'reports/vitest.json' }]],
  },
})
