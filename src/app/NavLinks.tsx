import { NavLink } from '../shared/routing'

/** One list item per page, the current one marked; in the header's navigation and in the menu. */
export function NavLinks({ links }: { links: ReadonlyArray<readonly [to: string, label: string]> }) {
  return links.map(([to, label]) => (
    <li key={to}>
      <NavLink to={to} end={to === '/'}>
        {label}
      </NavLink>
    </li>
  ))
}
