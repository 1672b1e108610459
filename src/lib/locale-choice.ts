/*
 * Which language the app speaks, chosen before anything is painted. These two functions are
 * self-contained on purpose: vite.config.ts (`localeBoot`) inlines them into every page's HTML as
 * the one inline script the Content-Security-Policy allows (by its hash, decision 0014), and the
 * app imports the same code. No imports, no module constants.
 */

/**
 * The person's choice on this device if it is still a language the app has, else the first of
 * the browser's languages (`navigator.languages`, in the person's order) the app has: exactly
 * ("pt-BR"), by script ("zh-CN", "zh-SG", "zh-Hans-HK" → "zh-Hans"; Traditional Chinese has no
 * match) or by language ("de-AT" → "de"); English otherwise.
 */
export function chooseLocale(stored: string | null, languages: readonly string[], known: readonly string[]): string {
  if (stored && known.indexOf(stored) >= 0) return stored
  for (const tag of languages) {
    const parts = String(tag).toLowerCase().split('-')
    const lang = parts[0]
    let found: string | undefined
    for (const k of known) if (k.toLowerCase() === parts.join('-')) found = k
    if (!found && lang === 'zh') {
      const traditional =
        parts.indexOf('hans') < 0 && (parts.indexOf('hant') >= 0 || ['tw', 'hk', 'mo'].some((r) => parts.indexOf(r) >= 0))
      if (!traditional && known.indexOf('zh-Hans') >= 0) found = 'zh-Hans'
    } else if (!found) for (const k of known) if (k.toLowerCase() === lang) found = k
    if (found) return found
  }
  return 'en'
}

/**
 * Runs in the page's HTML before the first paint: `<html lang dir>` set for the chosen language,
 * and when that is not English (the language the HTML's first paint is written in), the class
 * `l10n-wait`, which hides the first paint's words until the app has rendered them in the
 * chosen language: no flash of English. `titles`: the tab's title in each language but English
 * (the HTML's is English), set once the HTML's own <title> is read, before any module runs.
 */
export function bootLocale(
  choose: typeof chooseLocale,
  known: readonly string[],
  rtl: readonly string[],
  key: string,
  titles: Readonly<Record<string, string>> = {},
) {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(key)
  } catch {
    // Storage refused (a private mode): the browser's languages decide.
  }
  const locale = choose(stored, navigator.languages || [navigator.language], known)
  const html = document.documentElement
  html.lang = locale
  html.dir = rtl.indexOf(locale) >= 0 ? 'rtl' : 'ltr'
  if (locale !== 'en') html.classList.add('l10n-wait')
  const title = titles[locale]
  if (title)
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.title = title
    })
}
