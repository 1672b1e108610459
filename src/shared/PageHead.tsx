import type { ReactNode } from 'react'
import { AppStatus } from './AppStatus'

/** The top of a page: the app's status, the page's title and, where it has one, the lead under it. */
export function PageHead({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <AppStatus />
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
    </>
  )
}
