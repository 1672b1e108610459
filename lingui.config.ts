import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { readdirSync } from 'node:fs'

/**
 * The app's catalogs (docs/i18n.md): per language, one `.po` file for the shell (src/app,
 * src/shared, src/components: what every page needs, loaded before the first render) and one per
 * feature (src/features/<name>, loaded with its page), in src/locales/<code>/. Extracted from the
 * sources by `npm run i18n:extract`; English is the source language; `pseudo` is made from English
 * when it is compiled (development only). `npm run i18n:check`, part of `npm test`, fails on a
 * message missing, left over or broken in any catalog.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const notWords = ['**/*.test.*', '<rootDir>/src/test/**', '<rootDir>/src/mocks/**']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pl', 'ja', 'zh-Hans', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src'],
      exclude: [...notWords, '<rootDir>/src/features/**'],
    },
    ...features.map((name) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: notWords,
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
