import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router'
import { Layout } from './Layout'
import { NotFound, PageErrorBoundary } from './RouteError'

// Declarative routing: the data router of react-router weighs twice as much in the first
// chunk and this app loads no data through routes (see docs/decisions/0004).
const pages: Array<[path: string | undefined, Page: ComponentType]> = [
  [undefined, lazy(() => import('../features/send/SendPage'))],
  ['upload', lazy(() => import('../features/uploads/UploadPage'))],
  ['consignments/new', lazy(() => import('../features/consignments/ConsignmentPage'))],
  ['transfers/new', lazy(() => import('../features/transfers/TransferPage'))],
  ['history', lazy(() => import('../features/history/HistoryPage'))],
  ['settings', lazy(() => import('../features/account/SettingsPage'))],
]

function page(Page: ComponentType, path = 'home') {
  return (
    <PageErrorBoundary key={path}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  )
}

function AppRouteTree() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        {pages.map(([path, Page]) =>
          path ? <Route key={path} path={path} element={page(Page, path)} /> : <Route key="index" index element={page(Page)} />,
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}

export function AppRoutes({ initialPath }: { initialPath?: string }): ReactNode {
  if (initialPath)
    return (
      <MemoryRouter initialEntries={[initialPath]}>
        <AppRouteTree />
      </MemoryRouter>
    )
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || undefined}>
      <AppRouteTree />
    </BrowserRouter>
  )
}
