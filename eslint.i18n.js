/**
 * Words a person reads or hears are marked for translation (docs/i18n.md): `npm run lint` refuses
 * a string literal, template or JSX text in the interface (src/app, src/shared, src/components,
 * src/features) that is not inside a Lingui macro (`t`, `msg`, `<Trans>`, `plural`…), unless it is
 * plainly not words: a single lower-case token (a key, a class name, a type), an identifier-like
 * attribute or property, a test id. src/lib is held to the same by src/test/no-sentences-in-lib.test.ts.
 */
import pluginLingui from 'eslint-plugin-lingui'

/*
 * What eslint-plugin-lingui does not see: on a native element (<code>, <span>, <progress>) it
 * checks only the attributes placeholder, alt, aria-label and value, and on an SVG element none.
 * These selectors refuse words written by hand in a `title` or in an ARIA attribute a person
 * hears (aria-description, aria-valuetext, aria-roledescription, aria-placeholder…) on any
 * element. Not refused: the ARIA attributes whose value is ids (aria-labelledby…) or one of ARIA's
 * own tokens (aria-live="polite", aria-hidden="true"…), and anything inside a macro. (Text inside
 * an SVG's <title> or <desc> is JSX text, which the plugin refuses like any other.)
 */
const notWords =
  'labelledby|describedby|controls|owns|activedescendant|errormessage|details|flowto|' +
  'atomic|autocomplete|busy|checked|current|disabled|dropeffect|expanded|grabbed|haspopup|hidden|invalid|' +
  'keyshortcuts|live|modal|multiline|multiselectable|orientation|pressed|readonly|relevant|required|selected|sort'
const wordsAttribute = `JSXAttribute[name.name=/^(title|aria-(?!(${notWords})$)[a-z]+)$/]`
const letter = '/[A-Za-z\\u00C0-\\uFFFF]/'
const message = 'Words a person reads or hears are a message: t`…` (docs/i18n.md, "Writing words in the code").'
const unmarkedWords = [
  // title="Hello", title={'Hello'}, title={busy ? 'Busy' : undefined}
  `${wordsAttribute} > Literal[value=${letter}]`,
  `${wordsAttribute} > JSXExpressionContainer > Literal[value=${letter}]`,
  `${wordsAttribute} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${letter}]`,
  // title={`${n} left`} (t`…` is a TaggedTemplateExpression in between: not matched)
  `${wordsAttribute} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letter}]`,
].map((selector) => ({ selector, message }))

/**
 * The rules for the interface's files. `also` are eslint.config.js's own no-restricted-syntax
 * selectors: a later config's options for a rule replace an earlier one's, so they are repeated here.
 */
export const i18nRules = ({ also = [] } = {}) => [
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/app/DevPanel.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'no-restricted-syntax': ['error', ...also, ...unmarkedWords],
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
