import type { MessageDescriptor } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { shownTheme, themeChoices, type ThemeChoice } from '../lib/theme'
import { setTheme, themeChoice } from '../lib/theme-choice'

const labels: Record<ThemeChoice, MessageDescriptor> = {
  system: msg({ message: 'System', comment: 'theme: as the device is set' }),
  light: msg({ message: 'Light', comment: 'theme: light colours' }),
  dark: msg({ message: 'Dark', comment: 'theme: dark colours' }),
}

/** System / Light / Dark as one radio group: arrow keys move between them, the choice is remembered. */
export function ThemeToggle() {
  const { t, i18n } = useLingui()
  const choice = useStore(themeChoice)
  const shown = useSystemFollower(choice)
  return (
    <fieldset className="segmented">
      <legend>
        <Trans comment="the colours of the app: light, dark or as the device">Theme</Trans>
      </legend>
      <div className="segmented-options">
        {themeChoices.map((value) => (
          <label key={value}>
            <input type="radio" name="theme" value={value} checked={choice === value} onChange={() => setTheme(value)} />
            <span>{i18n._(labels[value])}</span>
          </label>
        ))}
      </div>
      {choice === 'system' && (
        <p className="hint">
          {t`${select(shown, { light: 'Following the system: light now.', other: 'Following the system: dark now.' })}`}
        </p>
      )}
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
