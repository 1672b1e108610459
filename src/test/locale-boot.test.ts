import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { localeBootScript, tabTitles } from '../../vite.i18n'

/**
 * The inline script every page's HTML carries (vite.i18n.ts, decision 0014), run as a browser
 * runs it: alone, before any module, with only the page's globals.
 */
async function boot(languages: string[], stored: string | null) {
  const script = await localeBootScript(false)
  const classes = new Set<string>()
  const html = { lang: 'en', dir: 'ltr', classList: { add: (c: string) => classes.add(c) } }
  runInNewContext(script, {
    navigator: { languages, language: languages[0] },
    localStorage: { getItem: (key: string) => (key === 'consign.locale' ? stored : null) },
    document: { documentElement: html, addEventListener: () => undefined },
  })
  return { lang: html.lang, dir: html.dir, waits: classes.has('l10n-wait') }
}

describe('the language chosen before the first paint', () => {
  it('sets Arabic right to left and hides the English first paint', async () => {
    expect(await boot(['ar-EG', 'en'], null)).toEqual({ lang: 'ar', dir: 'rtl', waits: true })
  })

  it('leaves an English reader the first paint as it is', async () => {
    expect(await boot(['en-GB'], null)).toEqual({ lang: 'en', dir: 'ltr', waits: false })
  })

  it("follows the person's remembered choice", async () => {
    expect(await boot(['en-US'], 'ja')).toEqual({ lang: 'ja', dir: 'ltr', waits: true })
  })

  it('still runs when storage is refused (a private window)', async () => {
    const script = await localeBootScript(false)
    const html = { lang: 'en', dir: 'ltr', classList: { add: () => undefined } }
    runInNewContext(script, {
      navigator: { languages: ['pl'] },
      get localStorage(): never {
        throw new DOMException('denied', 'SecurityError')
      },
      document: { documentElement: html, addEventListener: () => undefined },
    })
    expect(html.lang).toBe('pl')
  })

  it("puts the tab's title in the language once the HTML's English one is read, before any module runs", async () => {
    const script = await localeBootScript(false)
    const titleIn = (languages: string[]) => {
      const listeners: Array<() => void> = []
      const document = {
        documentElement: { lang: 'en', dir: 'ltr', classList: { add: () => undefined } },
        readyState: 'loading',
        title: 'Consign — send files',
        addEventListener: (type: string, listener: () => void) => type === 'readystatechange' && listeners.push(listener),
      }
      runInNewContext(script, { navigator: { languages }, localStorage: { getItem: () => null }, document })
      const before = document.title
      document.readyState = 'interactive'
      listeners.forEach((l) => l())
      return [before, document.title]
    }
    const titles = await tabTitles(false)
    const german = titles.de!
    expect(german).toMatch(/Dateien/)
    expect(titleIn(['de-DE'])).toEqual(['Consign — send files', german])
    expect(titleIn(['ar'])).toEqual(['Consign — send files', titles.ar])
    expect(titleIn(['en-US'])).toEqual(['Consign — send files', 'Consign — send files'])
  })

  it('is small: one inline script in every page', async () => {
    expect((await localeBootScript(false)).length).toBeLessThan(1200)
  })
})
