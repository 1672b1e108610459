import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { explain } from '../../components/explain'
import { CopyButton } from '../../components/CopyButton'
import { RecipientList } from '../../components/RecipientList'
import { SafeLink } from '../../components/SafeLink'
import { formatLongDate } from '../../lib/dates'
import { safeHttpUrl, visibleName } from '../../lib/format'
import { plural } from '../../components/words'
import type { DeliveredFile, SendNote } from '../../lib/send/sends'
import { useServices } from '../../shared/services'
import type { StorageApi } from '../../api/storage-api'
import { createLinks, type Links, type LinkState } from '../../lib/send/links'
import { displayPath } from './staged-files'

const QrCode = lazy(() => import('../../components/QrCode'))

/** Links made at once for a send of up to this many files; beyond it, on request. */
export const AUTO_LINKS = 20

type Link = LinkState & { id: string; name: string }

/** The links of this page's sends, over one storage API: kept while the page lives (Retry all leaves them as they are). */
const linksByApi = new WeakMap<StorageApi, Links>()
function linksOf(storageApi: StorageApi) {
  let links = linksByApi.get(storageApi)
  if (!links) {
    links = createLinks({
      ask: (file) => storageApi.downloadLink({ fileId: file.fileId, containerId: file.containerId }),
      check: (link) => safeHttpUrl(link, storageApi.baseUrl),
    })
    linksByApi.set(storageApi, links)
  }
  return links
}

/**
 * A link not made yet: asked again by itself (soon, or once online), or refused, with a way to
 * ask again. No countdown: the list is a live region, and would announce every second.
 */
function LinkTrouble({ link, again }: { link: Link; again: () => void }) {
  const { i18n } = useLingui()
  if (link.waiting) return <span className="muted"> No link yet: offline; it is asked again when the network is back.</span>
  if (link.retryAt !== undefined)
    return (
      <span className="muted">
        {' '}
        No link yet ({explain(i18n, link.error)}) It is asked again by itself.{' '}
        <button type="button" className="link-button" onClick={again}>
          Ask now<span className="visually-hidden"> for the link of {visibleName(link.name)}</span>
        </button>
      </span>
    )
  return (
    <span className="field-error">
      {' '}
      No link: {explain(i18n, link.error)}{' '}
      <button type="button" className="link-button" onClick={again}>
        Ask again<span className="visually-hidden"> for the link of {visibleName(link.name)}</span>
      </button>
    </span>
  )
}

/**
 * The end of a send, said plainly: what went to whom, until when, with the message; a download
 * link per file (POST /download), each to copy or scan, all of them to copy at once.
 */
export function SendSummary({
  delivered,
  notes,
  onSendMore,
}: {
  delivered: readonly DeliveredFile[]
  notes: readonly SendNote[]
  onSendMore: () => void
}) {
  const { storageApi } = useServices()
  const links = linksOf(storageApi)
  const found = links.state.use()
  // Asked at once for a few files, and again whenever any link of them was asked before (a summary shown again).
  const [asked, setAsked] = useState(delivered.length <= AUTO_LINKS || delivered.some((d) => found.has(d.id)))
  const [qr, setQr] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const key = delivered.map((i) => i.id).join(',')

  useEffect(() => heading.current?.focus(), [])

  useEffect(() => {
    if (!asked) return
    // Only files with no link yet: a link shown stays as it is.
    links.want(
      delivered.flatMap(({ id, result }) => (result ? [{ id, fileId: result.fileId, containerId: result.containerId }] : [])),
    )
    // The delivered files, by id: a new list of the same files makes no new links.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, key, links])

  const shown: Link[] = delivered.map((item) => ({ id: item.id, name: displayPath(item.file), ...found.get(item.id) }))
  const recipients = [...new Set(notes.flatMap((n) => n.recipients))]
  const expiries = notes.map((n) => n.expiresAt).filter((d): d is Date => d !== null)
  const latest = expiries.length ? new Date(Math.max(...expiries.map((d) => d.getTime()))) : null
  const messages = [...new Set(notes.map((n) => n.message).filter(Boolean))]
  const ready = shown.filter((l): l is Link & { href: string } => typeof l.href === 'string')

  return (
    <section className="card send-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading" ref={heading} tabIndex={-1}>
        {plural(delivered.length, 'file')} sent to {plural(recipients.length, 'recipient')}
      </h2>
      <p data-testid="summary-recipients">
        To <RecipientList recipients={recipients} />
      </p>
      {latest && <p>Available until {formatLongDate(latest)}.</p>}
      {messages.map((m) => (
        <blockquote key={m} className="summary-message">
          {m}
        </blockquote>
      ))}
      {!asked ? (
        <button type="button" className="secondary" onClick={() => setAsked(true)}>
          Get {plural(delivered.length, 'download link')}
        </button>
      ) : (
        <>
          <h3>Download links</h3>
          <ul className="summary-links" aria-live="polite">
            {shown.map((l) => (
              <li key={l.id}>
                <span className="staged-name">{visibleName(l.name)}</span>
                {l.href === undefined && l.error === undefined && <span className="muted"> making a link…</span>}
                {l.error !== undefined && <LinkTrouble link={l} again={() => links.again(l.id)} />}
                {l.href === null && <span className="field-error"> The server sent a link that is not http(s).</span>}
                {l.href && (
                  <>
                    <SafeLink href={l.href} />
                    <span className="actions">
                      <CopyButton text={l.href} label={`Copy link of ${visibleName(l.name)}`} />
                      <button
                        type="button"
                        className="secondary small"
                        onClick={() => setQr(qr === l.id ? null : l.id)}
                        aria-expanded={qr === l.id}
                      >
                        QR code<span className="visually-hidden"> of {visibleName(l.name)}</span>
                      </button>
                    </span>
                    {qr === l.id && (
                      <Suspense fallback={null}>
                        <QrCode value={l.href} label={`QR code of the download link for ${visibleName(l.name)}`} />
                      </Suspense>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions">
        {ready.length > 1 && <CopyButton text={ready.map((l) => l.href).join('\n')} label="Copy all links" />}
        <button type="button" onClick={onSendMore}>
          Send more files
        </button>
      </div>
    </section>
  )
}
