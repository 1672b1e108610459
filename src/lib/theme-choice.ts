import { createStore, type StoreApi } from 'zustand/vanilla'
import { applyTheme, readTheme, THEME_KEY, type ThemeChoice } from './theme'

/**
 * The theme chosen, for what shows it (the toggle). Kept in step with localStorage by `setTheme`
 * and by another tab's choice; storage written any other way is not seen until the next visit.
 */
const choice = createStore<ThemeChoice>()(() => readTheme())

/** For `useStore`; changed only by `setTheme` (and another tab's choice). */
export const themeChoice: Omit<StoreApi<ThemeChoice>, 'setState'> = choice

export function setTheme(next: ThemeChoice) {
  try {
    if (next === 'system') localStorage.removeItem(THEME_KEY)
    else localStorage.setItem(THEME_KEY, next)
  } catch {
    // Storage refused (private mode, policy): the choice still holds until the page is left.
  }
  applyTheme(next)
  choice.setState(next, true)
}

// Another tab's choice applies here too (a null key: that tab cleared the storage).
window.addEventListener('storage', (event) => {
  if (event.key !== THEME_KEY && event.key !== null) return
  const stored = readTheme()
  applyTheme(stored)
  choice.setState(stored, true)
})
