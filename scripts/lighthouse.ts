// Lighthouse on every page, phone and desktop, against the production build as deployed:
// `vite build`, its config.json pointed at the mock service over HTTP (as e2e/serve-preview.mjs
// does; mock off, so no service worker and no MSW in the pages), served by `vite preview`.
//   npm run lighthouse            (prints the four category scores per page; reports/lighthouse/*.json)
//   npm run lighthouse -- /history   (only the pages named)
import { chromium } from '@playwright/test'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { preview } from 'vite'
import { buildApp } from '../bench/lib/build'
import { chromiumLaunchOptions } from '../e2e/chromium'
import { startMockHttpServer } from '../src/mocks/http-server'

const allPages = ['/', '/upload', '/consignments/new', '/transfers/new', '/history', '/settings']
const pages = process.argv.slice(2).length ? process.argv.slice(2) : allPages
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const formFactors = { mobile: undefined, desktop: desktopConfig }

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

const built = await buildApp()
const mock = await startMockHttpServer({ port: 0, host: '127.0.0.1', algorithm: 'sha256' })
writeFileSync(join(built.outDir, 'config.json'), JSON.stringify({ ...mock.addresses, mock: false }))
const server = await preview({
  logLevel: 'warn',
  build: { outDir: built.outDir },
  preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
})
const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '')

// Lighthouse drives a Chromium it did not start, through its debugging port. The profile holds
// the mock's credentials, as a person's browser would after Settings ("remember on this
// device"); Lighthouse clears caches and service workers between runs, not localStorage.
const debuggingPort = await freePort()
const profile = mkdtempSync(join(tmpdir(), 'consign-lighthouse-'))
const browser = await chromium.launchPersistentContext(profile, {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`],
})
const seed = await browser.newPage()
await seed.goto(`${base}/config.json`)
await seed.evaluate(() =>
  localStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
)

type Scores = Record<(typeof categories)[number], number>
const rows: Array<{ page: string; form: string; scores: Scores; failing: string[] }> = []
mkdirSync('reports/lighthouse', { recursive: true })
try {
  for (const page of pages)
    for (const [form, config] of Object.entries(formFactors)) {
      const flags: Flags = { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...categories] }
      const result = await lighthouse(`${base}${page}`, flags, config)
      if (!result) throw new Error(`Lighthouse gave no result for ${page} (${form})`)
      const { lhr } = result
      writeFileSync(`reports/lighthouse/${form}${page.replace(/\//g, '_')}.json`, JSON.stringify(lhr))
      const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores
      // What keeps a category under 100: every scored audit below full marks.
      const failing = categories.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
      )
      rows.push({ page, form, scores, failing })
      console.log(`${page} ${form}: ${categories.map((c) => `${c} ${scores[c]}`).join(', ')}`)
    }
} finally {
  await browser.close()
  await server.close()
  mock.server.close()
  built.remove()
  rmSync(profile, { recursive: true, force: true })
}

const header = ['page', 'form', ...categories]
const cells = rows.map((r) => [r.page, r.form, ...categories.map((c) => String(r.scores[c]))])
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`
console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const c of cells) console.log(line(c))
const below = rows.filter((r) => r.failing.length)
for (const r of below) console.log(`\n${r.page} (${r.form}) below full marks:\n  ${r.failing.join('\n  ')}`)
if (below.length === 0) console.log('\nEvery scored audit at full marks.')
