import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { Builder, By, type WebDriver } from 'selenium-webdriver'
import type { EnginePage } from './engine'

/** Debian's WebKitGTK (`apt-get install -y webkit2gtk-driver xvfb`): the driver and its MiniBrowser. */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** Below this the MiniBrowser's window cannot go: narrower widths are an iframe of that width. */
const NARROWEST_WINDOW = 500

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

async function until(what: string, ok: () => Promise<boolean>, timeout = 15_000) {
  const end = Date.now() + timeout
  while (!(await ok().catch(() => false))) {
    if (Date.now() > end) throw new Error(`webkit: ${what} did not happen within ${timeout} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

export type WebKitService = {
  readonly url: string
  stop: () => void
  /** Stops the X server and the driver with every process they started, and starts both again. */
  restart: () => Promise<void>
}

/**
 * An X server of its own (the MiniBrowser has no headless mode) on a display it picks itself,
 * and WebKitWebDriver on a free port.
 */
export async function startWebKitDriver(): Promise<WebKitService> {
  for (const path of [WEBKIT_DRIVER, MINIBROWSER])
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install -y webkit2gtk-driver xvfb`)
  let running = await startProcesses()
  return {
    get url() {
      return running.url
    },
    stop: () => running.stop(),
    async restart() {
      running.stop()
      running = await startProcesses()
    },
  }
}

async function startProcesses(): Promise<{ url: string; stop: () => void }> {
  const children: ChildProcess[] = []
  // Each started in a process group of its own, stopped with the whole group: the MiniBrowser and
  // its web processes are the driver's children, and one that hung must not outlive a restart.
  const stop = () =>
    children.forEach((c) => {
      try {
        if (c.pid) process.kill(-c.pid, 'SIGTERM')
      } catch {
        c.kill()
      }
    })
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  })
  children.push(xvfb)
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once('data', (d) => resolve(String(d).trim()))
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): apt-get install -y xvfb`)))
  })
  const port = await freePort()
  children.push(
    spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: `:${display}` },
      stdio: 'ignore',
      detached: true,
    }),
  )
  const url = `http://127.0.0.1:${port}`
  await until('WebKitWebDriver start', async () => (await fetch(`${url}/status`)).ok).catch((error) => {
    stop()
    throw error
  })
  return { url, stop }
}

/**
 * How long a new browser (a WebDriver session and its window) may take to start. It takes about
 * a second; on a loaded 2-core machine one start in some tens never came (a test timed out
 * "setting up app"): then the driver is started again, once, and the start tried once more.
 */
const SESSION_START_MS = 20_000

async function startSession(service: WebKitService): Promise<WebDriver> {
  for (let attempt = 1; ; attempt++) {
    let step = 'the session'
    const starting = (async () => {
      const driver = await new Builder()
        .usingServer(service.url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // A reload mid-send asks first ("leave the page?"): the person says yes.
          unhandledPromptBehavior: 'accept',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build()
      step = 'the window'
      await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 800 })
      return driver
    })()
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SESSION_START_MS)))
    const driver = await Promise.race([starting, late]).finally(() => clearTimeout(timer))
    if (driver) return driver
    starting.then((d) => d.quit()).catch(() => undefined)
    const what = `webkit: ${step} did not start within ${SESSION_START_MS / 1000} s`
    if (attempt > 1) throw new Error(`${what}, twice`)
    // Said in the run's output, so a driver that needs this often is seen.
    console.warn(`${what}; WebKitWebDriver and its X server started again`)
    await service.restart()
  }
}

export async function webkitPage(service: WebKitService): Promise<EnginePage> {
  const driver = await startSession(service)
  let frameWidth: number | null = null

  return {
    engine: 'webkit',
    async open(url) {
      if (frameWidth === null) return driver.get(url)
      // The app in a same-origin iframe of that width, on a page of the app's origin.
      await driver.switchTo().defaultContent()
      await driver.get(new URL('/robots.txt', url).href)
      await driver.executeScript(
        (src: string, width: number) => {
          const frame = document.createElement('iframe')
          frame.src = src
          frame.style.cssText = `width:${width}px;height:740px;border:0;display:block`
          document.body.replaceChildren(frame)
        },
        url,
        frameWidth,
      )
      const frame = await driver.findElement(By.css('iframe'))
      await until('the app in its iframe', () =>
        driver.executeScript<boolean>(() => {
          const doc = document.querySelector('iframe')?.contentDocument
          return !!doc && doc.URL !== 'about:blank' && doc.readyState === 'complete'
        }),
      )
      await driver.switchTo().frame(frame)
    },
    run: (fn, arg) => driver.executeScript(`return (${fn.toString()})(arguments[0])`, arg),
    async click(selector) {
      await driver.findElement(By.css(selector)).click()
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text)
    },
    async pickFiles(selector, paths) {
      await driver.findElement(By.css(selector)).sendKeys(paths.join('\n'))
    },
    async setWidth(width) {
      frameWidth = width < NARROWEST_WINDOW ? width : null
      if (frameWidth === null) await driver.manage().window().setRect({ width, height: 800 })
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    // WebDriver ends the session (and quits the browser) with its last window: a second window,
    // on about:blank (no page of the app, so no client of its worker), is opened first, and the
    // next open is there.
    async closeTab() {
      const app = await driver.getWindowHandle()
      await driver.switchTo().newWindow('window')
      const other = await driver.getWindowHandle()
      await driver.get('about:blank')
      await driver.switchTo().window(app)
      await driver.close()
      await driver.switchTo().window(other)
    },
    async close() {
      await driver.quit()
    },
  }
}
