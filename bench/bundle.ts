/**
 * Gzip size of what a first visit must load (index.html's entry script and the chunks it
 * modulepreloads) and of the whole built app, from a production `vite build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildApp } from './lib/build'
import { runIfMain } from './lib/main'
import { fixed, type Row } from './lib/table'

const LIMIT_KB = 100
/** Strings only MSW's browser side carries. */
const MSW_MARKERS = ['setupWorker', 'mockServiceWorker', 'msw']

const gzipKb = (bytes: Buffer) => gzipSync(bytes).byteLength / 1000

/** Vite's build manifest, as far as this reads it. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>

/**
 * What a first load fetches before the app's first render: the entry (src/main.tsx), the two
 * modules it imports once the first paint is on screen (react-dom/client, src/start.tsx) and,
 * transitively, their static imports. Not the pages, loaded as routes ask for them.
 */
function initialFiles(outDir: string) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  if (!entry) throw new Error('no entry in the build manifest')
  const started = (entry[1].dynamicImports ?? []).filter((key) => /react-dom\/client|src\/start\.tsx$/.test(key))
  if (started.length !== 2) throw new Error(`main.tsx should import react-dom/client and start.tsx, found ${started.join(', ')}`)
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key)) return
    keys.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  for (const key of [entry[0], ...started]) visit(key)
  // English's shell catalog: fetched by start.tsx before the first render (src/shared/i18n.ts).
  const shell = manifest['src/locales/en/shell.po']
  if (!shell) throw new Error('no English shell catalog (src/locales/en/shell.po) in the build manifest')
  const chunks = [...keys].map((key) => manifest[key]!)
  return { js: [...chunks.map((c) => c.file), shell.file], css: [...new Set(chunks.flatMap((c) => c.css ?? []))] }
}

/** Each language's catalog, gzip: the shell part (before the first render) and all parts together. */
function catalogSizes(outDir: string, read: (file: string) => Buffer): Row[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const byLocale = new Map<string, { shell: number; all: number; parts: number }>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/locales\/([^/]+)\/([^/]+)\.po$/.exec(key)
    if (!match) continue
    const [, locale, part] = match as unknown as [string, string, string]
    const size = gzipKb(read(chunk.file))
    const entry = byLocale.get(locale) ?? { shell: 0, all: 0, parts: 0 }
    entry.all += size
    entry.parts += 1
    if (part === 'shell') entry.shell = size
    byLocale.set(locale, entry)
  }
  const size = (locale: string, part: string) => {
    const chunk = manifest[`src/locales/${locale}/${part}.po`]
    return chunk ? gzipKb(read(chunk.file)) : 0
  }
  return [...byLocale].map(([locale, { shell, all, parts }]) => ({
    metric: `catalog ${locale}, gzip (${parts} parts)`,
    measured: `${fixed(shell, 1)} kB shell`,
    reference: `+ ${fixed(size(locale, 'common') + size(locale, 'send'), 1)} kB with the Send page (common, send); ${fixed(all, 1)} kB all parts`,
    ratio: '',
    target: '(info: one language loaded)',
    met: null,
  }))
}

export async function benchBundle(): Promise<Row[]> {
  const { outDir, remove } = await buildApp({ manifest: true })
  try {
    const read = (file: string) => readFileSync(join(outDir, file))
    const initial = initialFiles(outDir)
    const initialJs = initial.js.reduce((sum, f) => sum + gzipKb(read(f)), 0)
    // The stylesheet is inline in each page's HTML (decision 0015); a linked one would count too.
    const inlineCss = [
      ...read('index.html')
        .toString('utf8')
        .matchAll(/<style>([\s\S]*?)<\/style>/g),
    ].map((m) => m[1]!)
    const initialCss =
      initial.css.filter((f) => existsSync(join(outDir, f))).reduce((sum, f) => sum + gzipKb(read(f)), 0) +
      inlineCss.reduce((sum, css) => sum + gzipKb(Buffer.from(css)), 0)
    const assets = readdirSync(join(outDir, 'assets')).filter((f) => /\.(js|css)$/.test(f))
    const whole = assets.reduce((sum, f) => sum + gzipKb(read(`assets/${f}`)), 0)
    const mockOnly = assets.filter((f) => read(`assets/${f}`).includes('setupWorker'))
    const mockKb = mockOnly.reduce((sum, f) => sum + gzipKb(read(`assets/${f}`)), 0)
    const tainted = initial.js.flatMap((f) => {
      const text = read(f).toString('utf8')
      return MSW_MARKERS.filter((m) => text.includes(m)).map((m) => `${f} has "${m}"`)
    })
    if (process.env.BENCH_VERBOSE) for (const f of initial.js) console.log(f, fixed(gzipKb(read(f)), 1))
    if (tainted.length) console.warn(`MSW in the initial chunks: ${tainted.join('; ')}`)
    return [
      {
        metric: `initial JS, gzip (${initial.js.length} files: entry, react-dom, start, their imports, English's shell catalog)`,
        measured: `${fixed(initialJs, 1)} kB`,
        reference: `+ ${fixed(initialCss, 1)} kB CSS${inlineCss.length ? ' (inline in the HTML)' : ''}`,
        ratio: `${fixed(initialJs / LIMIT_KB)}x of limit`,
        target: `<= ${LIMIT_KB} kB`,
        met: initialJs <= LIMIT_KB,
      },
      {
        metric: 'MSW code in initial chunks',
        measured: tainted.length ? tainted.join('; ') : 'none',
        reference: `markers: ${MSW_MARKERS.join(', ')}`,
        ratio: '',
        target: 'none',
        met: tainted.length === 0,
      },
      {
        metric: `whole app JS+CSS, gzip (${assets.length} files)`,
        measured: `${fixed(whole, 1)} kB`,
        reference: `of which mock-only ${fixed(mockKb, 1)} kB`,
        ratio: '',
        target: '(info)',
        met: null,
      },
      ...catalogSizes(outDir, read),
    ]
  } finally {
    remove()
  }
}

runIfMain(import.meta.url, benchBundle)
