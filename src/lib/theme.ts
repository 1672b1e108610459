/**
 * The colour theme: the system's (prefers-color-scheme) unless the person chose light or dark.
 * The choice lives in localStorage and is applied as `data-theme` on <html>; styles.css turns
 * that into `color-scheme`, which picks every token's light or dark value. "System" leaves the
 * attribute off, so the CSS follows the system even before any script runs.
 *
 * Reading and applying only, without React: boot.ts applies the choice from here before the
 * first paint, ahead of React's chunk. Choosing, and telling the toggle, is theme-choice.ts.
 */
export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]

export const THEME_KEY = 'consign.theme'

function isChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice)
}

/** The remembered choice; "system" when none, or when storage is refused or holds nonsense. */
export function readTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY)
    return isChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement) {
  if (choice === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', choice)
}

/** What the page shows now: the choice, or the system's when the choice is "system". */
export function shownTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}
