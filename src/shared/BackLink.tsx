import { useLingui } from '@lingui/react'
import type { ownPage } from './routes'
import { Link } from './routing'

/** "Back to History": the link to a page of the app's own (`ownPage`), in the language shown. */
export function BackLink({ page }: { page: NonNullable<ReturnType<typeof ownPage>> }) {
  const { _ } = useLingui()
  return <Link to={page.path}>{_(page.back)}</Link>
}
