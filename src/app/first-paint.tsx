/**
 * The first paint of each page, rendered at build time (scripts/first-paint.ts) into the page's
 * own index.html: what a person sees before the app's code has even arrived. The app then
 * renders the same page over it (main.tsx), so nothing moves. Never part of the app's bundle.
 */
import { prerender } from 'react-dom/static'
import { QueryClient } from '@tanstack/react-query'
import { activateLocale } from '../shared/i18n'
import { initCredentials } from '../api/credentials'
import { configDefaults } from '../config/defaults'
import { App } from './App'
import { loaders, preloadPage } from './pages'

export const routes = Object.keys(loaders)

/**
 * The page at `path` as the app first renders it for a person whose credentials are saved:
 * nothing loaded from the service yet, no draft, the system's theme. Rendered inside a real
 * (happy-dom) window at that address.
 */
export async function renderFirstPaint(path: string): Promise<string> {
  initCredentials({ token: 'first-paint', publicKey: 'first-paint' })
  // In English: index.html's inline script hides these words until the app has rendered them in
  // another language the person reads (src/lib/locale-choice.ts).
  await activateLocale('en')
  await preloadPage(path)
  // Nothing is fetched: the queries stay pending, as they are at the app's first render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } })
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <App
      config={{ ...configDefaults(false), apiBaseUrl: 'https://api.invalid', storageUrl: 'https://storage.invalid' }}
      queryClient={queryClient}
    />,
    { onError: (error) => void errors.push(error) },
  )
  // A part that cannot render here would ship as "Loading…" and be painted over by the app:
  // not a first paint worth having, so the build stops and says why.
  if (errors.length) throw new Error(`the first paint of ${path} failed: ${errors.map(String).join('; ')}`)
  return new Response(prelude).text()
}
