import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { NavLink } from '../shared/routing'

/** One list item per page, the current one marked; in the header's navigation and in the menu. */
export function NavLinks({ links }: { links: ReadonlyArray<readonly [to: string, label: MessageDescriptor]> }) {
  const { _ } = useLingui()
  return links.map(([to, label]) => (
    <li key={to}>
      <NavLink to={to} end={to === '/'}>
        {_(label)}
      </NavLink>
    </li>
  ))
}
