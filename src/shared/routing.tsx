import type { ReactNode } from 'react'
import { Link, Route, Router, Switch, useLocation as useWouterLocation, useSearch } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'

/**
 * The little of a router this app needs, over wouter (~3 kB against react-router's ~15 kB in
 * the first chunk; docs/decisions/0004). Pages hand each other data in history state.
 */
export { Link, Route, Router, Switch }

export type Navigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void

export function useNavigate(): Navigate {
  return useWouterLocation()[1]
}

export function useLocation() {
  const [pathname] = useWouterLocation()
  const search = useSearch()
  const state: unknown = useHistoryState()
  return { pathname, search: search ? `?${search}` : '', state }
}

/** A navigation link that marks the current page (class and aria-current). */
export function NavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  const [pathname] = useWouterLocation()
  const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`)
  return (
    <Link to={to} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  )
}
