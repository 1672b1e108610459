/**
 * Words a person reads or hears are marked for translation (docs/i18n.md): `npm run lint` refuses
 * a string literal, template or JSX text in the interface (src/app, src/shared, src/components,
 * src/features) that is not inside a Lingui macro (`t`, `msg`, `<Trans>`, `plural`…), unless it is
 * plainly not words: a single lower-case token (a key, a class name, a type), an identifier-like
 * attribute or property, a test id. src/lib is held to the same by src/test/no-sentences-in-lib.test.ts.
 */
import pluginLingui from 'eslint-plugin-lingui'

export const i18nRules = [
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/app/DevPanel.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One token that does not start with a capital: a key, a class name, a path, a type.
            '^(?![A-Z])\\S+$',
            // UPPER_CASE constants, and strings with no letter at all ("—", "·", "…", "/").
            '^[A-Z0-9_-]+$',
            '^[^A-Za-z\\u00C0-\\uFFFF]*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            {
              regex: {
                pattern:
                  '^(data-testid|testId|key|id|htmlFor|name|type|role|mode|autoComplete|inputMode|accept|rel|target|href|to|src|srcSet|lang|dir|enterKeyHint|form|method|encType|pattern|spellCheck|autoCapitalize|variant|kind|tone|status|code|reason|step|state|as|fill|stroke|viewBox|d|xmlns)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.postMessage',
            '*.getElementById',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            '*.matches',
            '*.includes',
            '*.indexOf',
            '*.startsWith',
            '*.endsWith',
            '*.setItem',
            '*.getItem',
            '*.removeItem',
            '*.setAttribute',
            '*.getAttribute',
            '*.toLocaleString',
            'import',
            'matchMedia',
            '*.matchMedia',
            'useMediaQuery',
            'lazy',
          ],
        },
      ],
    },
  },
]
