import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { ReactNode } from 'react'

/** A component rendered alone, with the app's i18n (English in tests): `render(<X />, { wrapper: WithI18n })`. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/**
 * Switches to `locale` with a catalog of the given translations, keyed by their English source
 * (as `npm run i18n:extract` writes them): a test that a message comes from the catalog, in that
 * language's numbers. Messages not given stay English. setup.ts switches back to English.
 */
export function speak(locale: string, translations: Record<string, string> = {}) {
  const messages = Object.fromEntries(
    Object.entries(translations).map(([source, translation]) => [generateMessageId(source), compileMessage(translation)]),
  )
  i18n.loadAndActivate({ locale, messages })
}
