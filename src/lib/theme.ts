/**
 * The colour theme: the system's (prefers-color-scheme) unless the person chose light or dark.
 * The choice lives in localStorage and is applied as `data-theme` on <html>; styles.css turns
 * that into `color-scheme`, which picks every token's light or dark value. "System" leaves the
 * attribute off, so the CSS follows the system even before any script runs.
 */
export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]

const KEY = 'consign.theme'
const listeners = new Set<() => void>()

function isChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice)
}

/** The remembered choice; "system" when none, or when storage is refused or holds nonsense. */
export function readTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(KEY)
    return isChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement) {
  if (choice === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', choice)
}

export function setTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, choice)
  } catch {
    // Storage refused (private mode, policy): the choice still holds until the page is left.
  }
  applyTheme(choice)
  listeners.forEach((listener) => listener())
}

/** What the page shows now: the choice, or the system's when the choice is "system". */
export function shownTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

export function subscribeTheme(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return
    applyTheme(readTheme())
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
