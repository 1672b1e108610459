import { visibleName } from '../lib/format'

/**
 * A name, an address, an id or a server's words within a sentence: isolated in its own direction
 * (`<bdi>`), its direction controls shown as a marker (visibleName), which `<bdi>` alone would
 * still obey ("invoice\u202Efdp.exe" reads "invoiceexe.pdf" inside one).
 */
export function Name({ children }: { children: string }) {
  return <bdi>{visibleName(children)}</bdi>
}
