/**
 * The layers of src/ (docs/architecture.md), refused by `npm run lint`:
 *   app → features → shared → components / lib / api / config; worker (the service worker) → lib / api / config
 * - nothing outside src/app imports src/app (but the entry, main.tsx and boot.ts, and the test harness);
 * - a feature imports no other feature; api, config, lib, components, shared and mocks import no feature;
 * - a component imports no shared code either (components sit below src/shared);
 * - wouter is imported only by the routing wrapper, src/shared/routing.tsx;
 * - the upload queue is used only through its entry file, src/lib/upload-queue/upload-queue.ts;
 * - no import cycle in src/ (import/no-cycle; type-only imports, erased at build, do not count);
 * - the model of a send and its runner (lib/send/model.ts, lib/upload-queue/) use no window,
 *   document or React: they must run in a service worker.
 * Each file gets one `no-restricted-imports` setting (a later one would replace it, not add to it):
 * src/components has its own, apart from the other layers below features.
 */
import { readdirSync } from 'node:fs'
import importPlugin from 'eslint-plugin-import'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const app = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'Only src/app (the shell) imports src/app; move what you share to src/shared.',
}
const shared = {
  regex: '^(\\.\\./)+shared(/|$)',
  message: 'Components sit below src/shared: take what it provides as a prop, or move the piece down to components or lib.',
}
const anyFeature = { regex: '(^|/)features(/|$)', message: 'Features sit above this layer: it must not import one.' }
const wouter = { regex: '^wouter(/|$)', message: 'Use src/shared/routing.tsx, the one place that knows the router.' }
const queueInside = {
  regex: '(^|/)upload-queue/(?!upload-queue$)',
  message: 'Use the upload queue through its entry file, lib/upload-queue/upload-queue.ts.',
}
const otherFeature = (name) => ({
  regex: `^(\\.\\./(?!${name}/)[\\w-]+/|(\\.\\./)+features/)`,
  message: 'A feature does not import another feature; move what both need to src/shared, src/components or src/lib.',
})

const react = {
  regex: '^react(-dom)?(/|$)',
  message: 'The model of a send and its runner run where no page is (a service worker): no React here.',
}
/** What a service worker lacks: the model of a send and its runner (the queue) must not need it. */
const pageGlobals = ['window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: 'The model of a send and its runner run where no page is (a service worker): no window or document here.',
}))
const pageless = {
  files: ['src/lib/send/model.ts', 'src/lib/upload-queue/**/*.ts'],
  rules: { 'no-restricted-globals': ['error', ...pageGlobals] },
}

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

const queueFolder = 'src/lib/upload-queue/**'
const below = ['src/api/**', 'src/config/**', 'src/lib/**', 'src/shared/**', 'src/mocks/**']
/** The service worker (src/worker): no page there, so no page code, React or router. */
const pageCode = {
  regex: '^(\\.\\./)+(shared|components)(/|$)',
  message: 'The service worker runs where no page is: keep page code (src/shared, src/components) out of src/worker.',
}

/*
 * eslint-plugin-import, not its fork import-x: import-x resolves through unrs-resolver, whose
 * builds for other systems this machine's registry does not carry, so its lock file cannot be
 * made whole and `npm ci` refuses it. This one is plain JavaScript.
 */
const noCycles = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { import: importPlugin },
  settings: {
    // Only our own sources are read for their imports: no package's file is parsed, which keeps
    // the rule cheap (a cycle inside node_modules is not ours to fix).
    'import/extensions': ['.ts', '.tsx'],
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Our relative imports name no extension: `./foo` is foo.ts or foo.tsx.
    'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
  },
  rules: {
    // `import type` is skipped: erased at build time, such a cycle does not exist at run time.
    // disableScc: the precomputed graph throws on a file not yet on disk (an editor's buffer, the
    // lint-rules test's planted cycles); without it the rule walks the imports itself.
    'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
  },
}

export const layerRules = [
  noCycles,
  restrict(
    ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    [wouter, queueInside],
    ['src/shared/routing.tsx'],
  ),
  restrict(['src/app/**'], [wouter, queueInside]),
  restrict(['src/shared/routing.tsx'], [app, anyFeature]),
  restrict(below, [app, anyFeature, wouter, queueInside], [queueFolder, 'src/shared/routing.tsx', 'src/lib/send/model.ts']),
  restrict([queueFolder], [app, anyFeature, wouter, react]),
  restrict(['src/worker/**'], [app, anyFeature, pageCode, wouter, queueInside, react]),
  restrict(['src/lib/send/model.ts'], [app, anyFeature, wouter, queueInside, react]),
  pageless,
  restrict(['src/components/**'], [app, anyFeature, shared, wouter, queueInside]),
  ...features.map((name) => restrict([`src/features/${name}/**`], [app, wouter, queueInside, otherFeature(name)])),
]
