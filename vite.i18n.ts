/**
 * The build's part of the app's languages (docs/i18n.md):
 * - `linguiMacro`: Lingui's macros (`t`, `<Trans>`, `plural`…) compiled by Babel in our sources
 *   (Vite 8 compiles with Oxc, which has no Lingui plugin). In a production build the macros keep
 *   only each message's id: the words come from the catalog.
 * - `lingui` (from @lingui/vite-plugin): a `.po` catalog imported is compiled to a module.
 * - `localeBoot`: the inline script of every page's HTML that picks the language before the first
 *   paint (src/lib/locale-choice.ts, allowed by its hash in the CSP, decision 0014).
 */
import { transformAsync } from '@babel/core'
import { formatter } from '@lingui/format-po'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { lingui } from '@lingui/vite-plugin'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { minifySync, transformWithOxc, type Plugin } from 'vite'
import { LOCALE_KEY, localeCodes, rtlLocales } from './src/lib/locale'

export function linguiMacro(): Plugin {
  return {
    name: 'consign:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.[jt]sx?$/.test(id) || !/from '@lingui\/(core|react)\/macro'/.test(code)) return
      const out = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return out?.code ? { code: out.code, map: out.map } : undefined
    },
  }
}

/** The tab's title as index.html says it, and src/app/Layout.tsx's message of it. */
const TAB_TITLE = 'Consign — send files'

/**
 * The tab's title in each language but English, from the shell catalogs (read by Lingui's own PO
 * reader): the inline script sets it before any module runs. The build fails when a language has
 * none (the message changed in Layout.tsx and not here); the pseudo-locale's is made at run
 * time, so it has none here.
 */
export async function tabTitles(dev: boolean): Promise<Record<string, string>> {
  const po = formatter({ lineNumbers: false })
  const titles: Record<string, string> = {}
  for (const code of localeCodes(dev).filter((c) => c !== 'en' && c !== 'pseudo')) {
    const file = `src/locales/${code}/shell.po`
    const catalog = await po.parse(readFileSync(resolve(import.meta.dirname, file), 'utf8'), {
      locale: code,
      sourceLocale: 'en',
      filename: file,
    })
    const title = catalog[generateMessageId(TAB_TITLE)]?.translation
    if (!title) throw new Error(`${file} has no translation of the tab's title "${TAB_TITLE}"`)
    titles[code] = title
  }
  return titles
}

/** The inline script, minified: the two functions of locale-choice.ts and the call. */
export async function localeBootScript(dev: boolean): Promise<string> {
  const file = resolve(import.meta.dirname, 'src/lib/locale-choice.ts')
  const js = (await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' })).code.replace(/^export /gm, '')
  // A translation's "<" written as \u003c: no "</script" in one can end the inline script.
  const titles = JSON.stringify(await tabTitles(dev)).replace(/</g, '\\u003c')
  const call = `bootLocale(chooseLocale, ${JSON.stringify(localeCodes(dev))}, ${JSON.stringify(rtlLocales)}, ${JSON.stringify(LOCALE_KEY)}, ${titles})`
  const out = minifySync('boot.js', `(function(){${js}\n${call}})()`, { compress: true, mangle: true })
  if (out.errors.length) throw new Error(out.errors.map((e) => e.message).join('; '))
  return out.code.trim()
}

export function localeBoot(): Plugin {
  let dev = false
  return {
    name: 'consign:locale-boot',
    configResolved(config) {
      dev = config.command === 'serve'
    },
    // Right after <meta charset> (which must stay within the first 1024 bytes), before any
    // stylesheet: nothing waits for it, and it runs before the first paint.
    async transformIndexHtml(html) {
      const charset = /<meta charset="UTF-8" \/>/
      if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />')
      const script = await localeBootScript(dev)
      return html.replace(charset, (meta) => `${meta}\n    <script>${script}</script>`)
    },
  }
}

export const i18nPlugins = () => [linguiMacro(), lingui(), localeBoot()]
