import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { layerRules } from './eslint.layers.js'
import { i18nRules } from './eslint.i18n.js'

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server strings are rendered as text.' },
      ],
    },
  },
  ...layerRules,
  ...i18nRules,
)
