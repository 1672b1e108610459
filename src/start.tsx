import { preloadFirstPage } from './boot'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { initCredentials } from './api/credentials'
import { App } from './app/App'
import { ConfigErrorPage } from './app/ConfigErrorPage'
import { explainStartFailure } from './components/config-words'
import { loadConfig } from './config/load'
import { wordsFor } from './shared/catalogs'
import { activateInitialLocale, i18n } from './shared/i18n'

const root = createRoot(document.getElementById('root')!)

// The language's catalog is fetched side by side with config.json: both before the first render.
const language = activateInitialLocale()

async function start() {
  const config = await loadConfig()
  if (config.mock) {
    // Loaded only when asked for, so a production bundle's first chunks carry no MSW.
    const { startBrowserMock } = await import('./mocks/browser')
    await startBrowserMock(config)
  }
  // The mock's credentials are filled in only when the mock is on: never baked into a real deployment.
  initCredentials(config.mock ? { token: 'dev-token', publicKey: 'dev-public-key' } : { token: '', publicKey: '' })
  await preloadFirstPage()
  await language
  // A transition: React renders the first page in slices, yielding to the browser between them,
  // so a slow phone gets no long task from it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  )
}

start().catch(async (error: unknown) => {
  // Said in the language shown once its words are there; in English (the sources' words) if none could be.
  // config-words.ts is one of the common pieces: its words come with a page, and no page came.
  await Promise.all([language.catch(() => undefined), wordsFor(null)])
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} })
  root.render(<ConfigErrorPage {...explainStartFailure(i18n, error)} />)
})
