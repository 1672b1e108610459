import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { readdirSync } from 'node:fs'

/**
 * The app's catalogs (docs/i18n.md): per language, one `.po` file per part, in src/locales/<code>/:
 * - `shell`: the words of what renders before any page (src/app, most of src/shared), fetched
 *   before the first render;
 * - `common`: the words of the pieces pages are built from (src/components, and the parts of
 *   src/shared only pages render), fetched with whichever page comes first, like their code;
 * - one per feature (src/features/<name>), fetched with its page.
 * Extracted from the sources by `npm run i18n:extract`; English is the source language; `pseudo`
 * is made from English when it is compiled (development only). `npm run i18n:check`, part of
 * `npm test`, fails on a message missing, left over or broken in any catalog.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const notWords = ['**/*.test.*', '<rootDir>/src/test/**', '<rootDir>/src/mocks/**']

/** What only pages render, though it is not a feature's: its words come with the pages (`common`). */
const pagePieces = [
  'src/components',
  'src/shared/UnfinishedNotices.tsx',
  'src/shared/AddingFiles.tsx',
  'src/shared/FileDownloadLink.tsx',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pl', 'ja', 'zh-Hans', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src'],
      exclude: [
        ...notWords,
        '<rootDir>/src/features/**',
        ...pagePieces.map((p) => `<rootDir>/${p}${p.endsWith('.tsx') ? '' : '/**'}`),
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: pagePieces.map((p) => `<rootDir>/${p}`),
      exclude: notWords,
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
