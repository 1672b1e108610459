import { Children, type ReactNode } from 'react'
import { visibleName } from '../lib/format'

/**
 * A name, an address, an id or a server's words within a sentence: isolated in its own direction
 * (`<bdi>`), its direction controls shown as a marker (visibleName), which `<bdi>` alone would
 * still obey ("invoice\u202Efdp.exe" reads "invoiceexe.pdf" inside one). Inside a translated
 * sentence (<Trans>) the name comes as the children the translation gives, not always one string.
 */
export function Name({ children }: { children: ReactNode }) {
  return <bdi>{Children.map(children, (child) => (typeof child === 'string' ? visibleName(child) : child))}</bdi>
}
