import { lazy, Suspense, useState, type ComponentType } from 'react'
import { Route, Router, Switch } from '../shared/routing'
import { Layout } from './Layout'
import { NotFound, PageErrorBoundary } from './RouteError'

const loaders: Array<[path: string, load: () => Promise<{ default: ComponentType }>]> = [
  ['/', () => import('../features/send/SendPage')],
  ['/upload', () => import('../features/uploads/UploadPage')],
  ['/consignments/new', () => import('../features/consignments/ConsignmentPage')],
  ['/transfers/new', () => import('../features/transfers/TransferPage')],
  ['/history', () => import('../features/history/HistoryPage')],
  ['/settings', () => import('../features/account/SettingsPage')],
]
const pages = loaders.map(([path, load]) => [path, lazy(load)] as const)

// The page a visit starts on is fetched now, while config.json loads, not once the app renders.
const start = window.location.pathname.slice(import.meta.env.BASE_URL.replace(/\/$/, '').length) || '/'
loaders
  .find(([path]) => path === start)?.[1]()
  .catch(() => undefined) // a failure is the page's lazy() to report, where the page would be

/**
 * Every page is loaded on demand, each behind its own error boundary. `initialPath` (tests)
 * puts the browser at that path first, keeping any history state the test set.
 */
export function AppRoutes({ initialPath }: { initialPath?: string }) {
  useState(() => initialPath && window.history.replaceState(window.history.state, '', initialPath))
  return (
    <Router base={import.meta.env.BASE_URL.replace(/\/$/, '')}>
      {/* Last resort: even an error in the header or navigation leaves a message and a way on. */}
      <PageErrorBoundary>
        <Layout>
          <Switch>
            {pages.map(([path, Page]) => (
              <Route key={path} path={path}>
                <PageErrorBoundary key={path}>
                  <Suspense fallback={<p role="status">Loading…</p>}>
                    <Page />
                  </Suspense>
                </PageErrorBoundary>
              </Route>
            ))}
            <Route>
              <NotFound />
            </Route>
          </Switch>
        </Layout>
      </PageErrorBoundary>
    </Router>
  )
}
