import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { authRequired } from '../api/auth-required'
import { CountBadge } from '../features/consignments/CountBadge'
import { useServices } from './services'

const DevPanel = lazy(() => import('./DevPanel'))

const links = [
  ['/', 'Send files'],
  ['/upload', 'Upload'],
  ['/consignments/new', 'Register'],
  ['/transfers/new', 'Transfer'],
  ['/history', 'History'],
  ['/settings', 'Settings'],
] as const

export function Layout() {
  const { config } = useServices()
  const location = useLocation()
  const navigate = useNavigate()
  const main = useRef<HTMLElement>(null)
  const notice = useSyncExternalStore(authRequired.subscribe, authRequired.get)
  const first = useRef(true)

  useEffect(() => {
    if (notice && location.pathname !== '/settings')
      void navigate('/settings', { state: { returnTo: location.pathname } })
  }, [notice, location.pathname, navigate])

  // Move focus to the new page so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    main.current?.focus()
  }, [location.pathname])

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="brand">Consign</div>
        <nav aria-label="Main">
          <ul>
            {links.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <CountBadge />
      </header>
      <main id="main" ref={main} tabIndex={-1} className="page">
        <Outlet />
      </main>
      {config.mock && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </>
  )
}
