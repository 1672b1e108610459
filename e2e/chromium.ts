/**
 * Debian's Chromium, as the e2e suite, the benchmarks and the screenshot script launch it.
 * The network flags matter here: this machine refuses every outside connection, and
 * Chromium's background services would otherwise keep trying.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
