import './theme-boot'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initCredentials } from './api/credentials'
import { App } from './app/App'
import { preloadPage } from './app/router'
import { ConfigErrorPage } from './app/ConfigErrorPage'
import { ConfigError, loadConfig } from './config/load'
import './styles.css'

const root = createRoot(document.getElementById('root')!)

async function start() {
  preloadPage(window.location.pathname)
  const config = await loadConfig()
  if (config.mock) {
    // Loaded only when asked for, so a production bundle's first chunks carry no MSW.
    const { startBrowserMock } = await import('./mocks/browser')
    await startBrowserMock(config)
  }
  // The mock's credentials are filled in only when the mock is on: never baked into a real deployment.
  initCredentials(config.mock ? { token: 'dev-token', publicKey: 'dev-public-key' } : { token: '', publicKey: '' })
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  const known = error instanceof ConfigError
  root.render(
    <ConfigErrorPage
      message={known ? error.message : 'The app could not start.'}
      details={known ? error.details : [error instanceof Error ? error.message : String(error)]}
    />,
  )
})
