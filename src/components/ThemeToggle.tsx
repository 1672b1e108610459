import { useEffect, useState } from 'react'
import { shownTheme, themeChoices, type ThemeChoice } from '../lib/theme'
import { setTheme, themeChoice } from '../lib/theme-choice'

const labels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' }

/** System / Light / Dark as one radio group: arrow keys move between them, the choice is remembered. */
export function ThemeToggle() {
  const choice = themeChoice.use()
  const shown = useSystemFollower(choice)
  return (
    <fieldset className="segmented">
      <legend>Theme</legend>
      <div className="segmented-options">
        {themeChoices.map((value) => (
          <label key={value}>
            <input type="radio" name="theme" value={value} checked={choice === value} onChange={() => setTheme(value)} />
            <span>{labels[value]}</span>
          </label>
        ))}
      </div>
      {choice === 'system' && <p className="hint">Following the system: {shown} now.</p>}
    </fieldset>
  )
}

/** The theme shown, kept current while the system switches (e.g. at sunset). */
function useSystemFollower(choice: ThemeChoice) {
  const [, redraw] = useState(0)
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)')
    if (choice !== 'system' || !query) return
    const changed = () => redraw((n) => n + 1)
    query.addEventListener('change', changed)
    return () => query.removeEventListener('change', changed)
  }, [choice])
  return shownTheme(choice)
}
