import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, type KeyboardEvent, type MouseEvent } from 'react'
import { ThemeToggle } from '../components/ThemeToggle'
import { LanguagePicker } from '../shared/LanguagePicker'
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
  const { t } = useLingui()
  return (
    <div id={id} className="app-menu" hidden={!open} onKeyDown={onKeyDown} onClick={onClick}>
      <div className="app-menu-inner">
        <section aria-label={t`Menu`} className="menu-section">
          <nav aria-label={t`Pages`} className="menu-pages">
            <ul className="menu-links">
              <NavLinks links={primaryLinks} />
            </ul>
            <p className="menu-group-label" id="menu-tools-label">
              <Trans>Tools</Trans>
            </p>
            <ul className="menu-links" aria-labelledby="menu-tools-label">
              <NavLinks links={toolLinks} />
            </ul>
          </nav>
          <ThemeToggle />
          <LanguagePicker />
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
