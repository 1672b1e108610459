import { lazy, Suspense, type KeyboardEvent, type MouseEvent } from 'react'
import { ThemeToggle } from '../components/ThemeToggle'
import { useServices } from '../shared/services'
import { primaryLinks, toolLinks } from './nav-links'
import { NavLinks } from './NavLinks'

const DevPanel = lazy(() => import('./DevPanel'))

type Props = {
  id: string
  open: boolean
  onKeyDown: (event: KeyboardEvent) => void
  onClick: (event: MouseEvent) => void
}

/**
 * The menu: on a phone every page (the header has no room for the navigation), on any screen
 * the theme and, with the mock on, its controls. Those are a complementary landmark of their
 * own, so they sit beside the menu's region, not inside it (axe: complementary at top level).
 */
export function AppMenu({ id, open, onKeyDown, onClick }: Props) {
  const { config } = useServices()
  return (
    <div id={id} className="app-menu" hidden={!open} onKeyDown={onKeyDown} onClick={onClick}>
      <div className="app-menu-inner">
        <section aria-label="Menu" className="menu-section">
          <nav aria-label="Pages" className="menu-pages">
            <ul className="menu-links">
              <NavLinks links={primaryLinks} />
            </ul>
            <p className="menu-group-label" id="menu-tools-label">
              Tools
            </p>
            <ul className="menu-links" aria-labelledby="menu-tools-label">
              <NavLinks links={toolLinks} />
            </ul>
          </nav>
          <ThemeToggle />
        </section>
        {config.mock && (
          <Suspense fallback={null}>
            <DevPanel />
          </Suspense>
        )}
      </div>
    </div>
  )
}
