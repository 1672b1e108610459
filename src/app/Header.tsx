import { CountBadge } from '../features/consignments/CountBadge'
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
          <span className="brand-name">Consign</span>
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
          <span className="menu-button-label">Menu</span>
        </button>
      </header>
      <AppMenu id="app-menu" open={open} {...panelEvents} />
    </>
  )
}
