import { resolve } from 'node:path'
import { resolveConfig } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { devServer } from './servers'

describe("the e2e dev server's pre-bundled dependencies", () => {
  const before = process.env.VITE_CACHE_DIR
  afterEach(() => {
    if (before === undefined) delete process.env.VITE_CACHE_DIR
    else process.env.VITE_CACHE_DIR = before
  })

  it('are kept in the checkout, not in the node_modules other checkouts may share', async () => {
    const { env } = devServer(5999)
    process.env.VITE_CACHE_DIR = env.VITE_CACHE_DIR
    const config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'serve')
    expect(config.cacheDir).toBe(resolve(env.VITE_CACHE_DIR))
    expect(config.cacheDir.startsWith(resolve('node_modules'))).toBe(false)
    expect(config.cacheDir.startsWith(resolve('.'))).toBe(true)
  })

  it("leave `npm run dev`'s own where Vite puts it", async () => {
    delete process.env.VITE_CACHE_DIR
    const config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'serve')
    expect(config.cacheDir).toBe(resolve('node_modules/.vite'))
  })
})
