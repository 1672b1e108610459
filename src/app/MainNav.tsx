import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '../shared/routing'
import { ChevronIcon } from './icons'
import { primaryLinks, toolLinks } from './nav-links'
import { NavLinks } from './NavLinks'
import { useDisclosure } from './use-disclosure'

/** The header's navigation on wider screens: what people do, then the single-step tools in a dropdown. */
export function MainNav() {
  const { open, toggle, button, area, panelEvents } = useDisclosure<HTMLLIElement>({ outside: true })
  const { pathname } = useLocation()
  const { t } = useLingui()
  const inTools = toolLinks.some(([to]) => pathname === to || pathname.startsWith(`${to}/`))
  return (
    <nav aria-label={t({ message: 'Main', comment: "the header's navigation (a landmark's name)" })} className="main-nav">
      <ul className="nav-list">
        <NavLinks links={primaryLinks} />
        <li className="tools" ref={area} {...panelEvents}>
          <button
            type="button"
            className={`nav-button${inTools ? ' active' : ''}`}
            aria-controls="tools-menu"
            aria-expanded={open}
            ref={button}
            onClick={toggle}
          >
            <Trans>Tools</Trans>
            <ChevronIcon />
          </button>
          <ul id="tools-menu" className="tools-menu" data-open={open}>
            <NavLinks links={toolLinks} />
          </ul>
        </li>
      </ul>
    </nav>
  )
}
