import { Trans } from '@lingui/react/macro'
import { CountBadge } from './CountBadge'
import { AppMenu } from './AppMenu'
import { LogoIcon, MenuIcon } from './icons'
import { MainNav } from './MainNav'
import { useDisclosure } from './use-disclosure'

/**
 * One row at any width down to 320 px (below 360 px the logo stands for the name): brand,
 * navigation, the consignment count and the menu button. The menu
 * opens below the header in the page's flow, pushing the page down rather than covering it.
 */
export function Header() {
  const { open, toggle, button, panelEvents } = useDisclosure()
  return (
    <>
      <header className="app-header">
        <div className="brand">
          <LogoIcon />
          <span className="brand-name">
            <Trans comment="the app's name, in the header">Consign</Trans>
          </span>
        </div>
        <MainNav />
        <CountBadge />
        <button
          type="button"
          className="menu-button secondary"
          aria-controls="app-menu"
          aria-expanded={open}
          ref={button}
          onKeyDown={panelEvents.onKeyDown}
          onClick={toggle}
        >
          <MenuIcon />
          <span className="menu-button-label">
            <Trans>Menu</Trans>
          </span>
        </button>
      </header>
      <AppMenu id="app-menu" open={open} {...panelEvents} />
    </>
  )
}
