import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router'
import { Layout } from './Layout'
import { RouteError } from './RouteError'

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default })

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('../features/send/SendPage')) },
          { path: 'upload', lazy: page(() => import('../features/uploads/UploadPage')) },
          { path: 'consignments/new', lazy: page(() => import('../features/consignments/ConsignmentPage')) },
          { path: 'transfers/new', lazy: page(() => import('../features/transfers/TransferPage')) },
          { path: 'history', lazy: page(() => import('../features/history/HistoryPage')) },
          { path: 'settings', lazy: page(() => import('../features/account/SettingsPage')) },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
]

function NotFound(): never {
  throw new Response('Not found', { status: 404 })
}

export function createAppRouter(initialPath?: string) {
  return initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || undefined })
}
