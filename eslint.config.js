import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { layerRules } from './eslint.layers.js'
import { i18nRules } from './eslint.i18n.js'

/** Refused everywhere (and, with the unmarked words of eslint.i18n.js, in the interface). */
const restrictedSyntax = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server strings are rendered as text.' },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-engines',
      'dist-nginx',
      'deploy/out',
      'reports',
      'bench/.data',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  ...layerRules,
  ...i18nRules({ also: restrictedSyntax }),
)
