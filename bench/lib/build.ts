import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { REPO } from './browser'

export type Built = { outDir: string; remove: () => void }

/** A production `vite build` of the app into a temp folder, away from dist/ and others' builds. */
export async function buildApp(options: { manifest?: boolean } = {}): Promise<Built> {
  const outDir = mkdtempSync(join(tmpdir(), 'consign-bench-build-'))
  await build({ root: REPO, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: options.manifest ?? false } })
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) }
}
