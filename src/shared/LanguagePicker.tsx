import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { availableLocales, type LocaleCode } from '../lib/locale'
import { chooseLanguage } from './i18n'

/**
 * The language the app speaks, chosen from the languages it has, each written in its own name
 * (and marked as that language, so a screen reader says "Deutsch" as German). The choice is
 * remembered on this device; in the menu and on Settings.
 */
export function LanguagePicker() {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className="field language-picker">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select id={id} value={i18n.locale} onChange={(event) => void chooseLanguage(event.target.value as LocaleCode)}>
        {availableLocales(import.meta.env.DEV).map((l) => (
          <option key={l.code} value={l.code} lang={l.code === 'pseudo' ? 'en' : l.code} dir={l.dir}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  )
}
