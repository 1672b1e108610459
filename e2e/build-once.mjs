// One production build per test run, shared by the e2e servers (preview, nginx, the engines'
// preview): each serves a copy of its own, so that each has its own config.json pointed at its
// own mock server. A run is E2E_BUILD_ID (e2e/servers.ts; `npm test` sets one for both of its
// Playwright runs): the build is reused only when it was made for this very run.
import { execFileSync } from 'node:child_process'
import { cpSync, linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

const ROOT = 'dist-e2e'
const APP = `${ROOT}/app`
const STAMP = `${ROOT}/build-id`
const LOCK = `${ROOT}/build.lock`

/**
 * Builds the app into dist-e2e/app unless this run already did, copies it to dist-e2e/<name>
 * and writes that copy's config.json for the mock server on `mockPort`, as an operator edits it.
 * Returns the copy's directory.
 */
export async function servedCopy(name, mockPort) {
  const dir = `${ROOT}/${name}`
  await locked(() => {
    const id = process.env.E2E_BUILD_ID
    if (!id || read(STAMP) !== id) {
      rmSync(STAMP, { force: true })
      execFileSync('node_modules/.bin/vite', ['build', '--outDir', APP, '--emptyOutDir'], { stdio: 'inherit' })
      if (id) writeFileSync(STAMP, id)
    }
    rmSync(dir, { recursive: true, force: true })
    cpSync(APP, dir, { recursive: true })
  })
  const mock = `http://127.0.0.1:${mockPort}`
  writeFileSync(
    `${dir}/config.json`,
    JSON.stringify({ apiBaseUrl: `${mock}/v1/public`, storageUrl: `${mock}/storage`, mock: false }, null, 2),
  )
  return dir
}

function read(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

// Another run in this checkout may be building: one at a time. The lock is a hard link to a file
// holding our pid, so it never exists without its holder's pid; a dead holder's is taken over.
async function locked(fn) {
  mkdirSync(ROOT, { recursive: true })
  const mine = `${LOCK}.${process.pid}`
  writeFileSync(mine, String(process.pid))
  try {
    for (const deadline = Date.now() + 170_000; ;) {
      try {
        linkSync(mine, LOCK)
        break
      } catch (error) {
        if (error.code !== 'EEXIST') throw error
      }
      const holder = Number(read(LOCK))
      if (holder && !alive(holder)) rmSync(LOCK, { force: true })
      else if (Date.now() > deadline) throw new Error(`the build in ${APP} is still locked by process ${holder}`)
      else await sleep(200)
    }
  } finally {
    unlinkSync(mine)
  }
  try {
    fn()
  } finally {
    rmSync(LOCK, { force: true })
  }
}
