import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { REPO } from './browser'

export const DATA_DIR = join(REPO, 'bench', '.data')
export const GiB = 1024 ** 3
export const MiB = 1024 ** 2

/** A file of random bytes (incompressible, like real uploads), reused if already there. */
export function dataFile(name: string, bytes: number): string {
  const path = join(DATA_DIR, name)
  mkdirSync(dirname(path), { recursive: true })
  if (existsSync(path) && statSync(path).size === bytes) return path
  execFileSync('sh', ['-c', `head -c ${bytes} /dev/urandom > "${path}"`])
  return path
}

export function removeData() {
  rmSync(DATA_DIR, { recursive: true, force: true })
}
