import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState, type ComponentType } from 'react'
import { loaders, ready } from './pages'
import { Route, Router, Switch } from '../shared/routing'
import { Layout } from './Layout'
import { NotFound, PageErrorBoundary } from './RouteError'

const pages = Object.entries(loaders).map(([path, load]) => [path, lazy(load)] as const)

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
                  {/* Not a status: the page opening says itself (focus moves to it); a page
                      loading is no news to say. */}
                  <Suspense
                    fallback={
                      <p>
                        <Trans>Loading…</Trans>
                      </p>
                    }
                  >
                    <PageAt path={path} Lazy={Page} />
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

function PageAt({ path, Lazy }: { path: string; Lazy: ComponentType }) {
  const Ready = ready[path]
  return Ready ? <Ready /> : <Lazy />
}
