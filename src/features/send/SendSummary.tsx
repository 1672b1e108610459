import { Plural, Select, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useLayoutEffect, useRef, useState } from 'react'
import { explain } from '../../components/explain'
import { ActionOf } from '../../components/ActionOf'
import { CopyButton } from '../../components/CopyButton'
import { LinkQrCode } from '../../components/LinkQrCode'
import { RecipientList } from '../../components/RecipientList'
import { SafeLink } from '../../components/SafeLink'
import { useFormat } from '../../components/use-format'
import { visibleName } from '../../lib/format'
import type { DeliveredFile, SendNote } from '../../lib/send/sends'
import { useServices } from '../../shared/services'
import { askedAtOnce, useDownloadLinks, type LinkState } from '../../shared/download-links'
import { displayPath } from './staged-files'
import { Name } from '../../components/Name'

type Link = LinkState & { id: string; name: string }

/**
 * A link not made yet: asked again by itself (soon, or once online), or refused, with a way to
 * ask again. No countdown: it would change every second. The list is no live region: each link
 * arriving re-announced it whole (issue 32); the end of the send says when they are ready.
 */
function LinkTrouble({ link, again }: { link: Link; again: () => void }) {
  const { i18n } = useLingui()
  if (link.retry === 'online')
    return (
      <span className="muted">
        {' '}
        <Trans>No link yet: offline; it is asked again when the network is back.</Trans>
      </span>
    )
  const reason = explain(i18n, link.error)
  const name = visibleName(link.name)
  // Asked again by itself soon, or refused: either way the person may ask at once.
  const soon = link.retry === 'soon'
  const when = soon ? 'now' : 'again'
  return (
    <span className={soon ? 'muted' : 'field-error'}>
      {' '}
      {soon ? <Trans>No link yet ({reason}) It is asked again by itself.</Trans> : <Trans>No link: {reason}</Trans>}{' '}
      <button type="button" className="link-button" onClick={again}>
        <Trans comment="now: the link would be asked again by itself soon; again: it was refused">
          <Select value={when} _now="Ask now" other="Ask again" />
          <span className="visually-hidden">
            {' '}
            for the link of <Name>{name}</Name>
          </span>
        </Trans>
      </button>
    </span>
  )
}

/** One file's link: shown, to copy, and as a QR code on request. */
function LinkActions({ href, name, qr, onQr }: { href: string; name: string; qr: boolean; onQr: () => void }) {
  const { t } = useLingui()
  return (
    <>
      <SafeLink href={href} />
      <span className="actions">
        <CopyButton text={href} label={t`Copy link of ${name}`} />
        <button type="button" className="secondary small" onClick={onQr} aria-expanded={qr}>
          <ActionOf action="qr" name={name} />
        </button>
      </span>
      {qr && <LinkQrCode href={href} name={name} />}
    </>
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
  onSendAgain,
}: {
  delivered: readonly DeliveredFile[]
  notes: readonly SendNote[]
  onSendMore: () => void
  /** the same files to more people, without their bytes */
  onSendAgain: () => void
}) {
  const { storageApi } = useServices()
  const { t } = useLingui()
  const f = useFormat()
  const client = useQueryClient()
  // Asked at once for a few files, and again whenever any link of them was asked before (a summary shown again).
  const [asked, setAsked] = useState(() => askedAtOnce(client, storageApi, delivered))
  const { links: found, again } = useDownloadLinks(storageApi, delivered, asked)
  const [qr, setQr] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  // In the commit that shows it: the progress it replaces held the focus (see ResultCard).
  useLayoutEffect(() => heading.current?.focus(), [])

  const shown: Link[] = delivered.map((item) => ({ id: item.id, name: displayPath(item.file), ...found.get(item.id) }))
  const recipients = [...new Set(notes.flatMap((n) => n.recipients))]
  const expiries = notes.map((n) => n.expiresAt).filter((d): d is Date => d !== null)
  const latest = expiries.length ? new Date(Math.max(...expiries.map((d) => d.getTime()))) : null
  const messages = [...new Set(notes.map((n) => n.message).filter(Boolean))]
  const ready = shown.filter((l): l is Link & { href: string } => typeof l.href === 'string')
  const files = delivered.length
  const people = recipients.length
  const until = latest && f.longDate(latest)

  return (
    <section className="card send-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading" ref={heading} tabIndex={-1}>
        <Trans>
          <Plural value={files} one="# file" other="# files" /> sent to{' '}
          <Plural value={people} one="# recipient" other="# recipients" />
        </Trans>
      </h2>
      <p data-testid="summary-recipients">
        <Trans comment="the recipients of a send, listed">
          To <RecipientList recipients={recipients} />
        </Trans>
      </p>
      {until && (
        <p>
          <Trans>Available until {until}.</Trans>
        </p>
      )}
      {messages.map((m) => (
        <blockquote key={m} className="summary-message">
          {m}
        </blockquote>
      ))}
      {!asked ? (
        <button type="button" className="secondary" onClick={() => setAsked(true)}>
          <Plural value={files} one="Get # download link" other="Get # download links" />
        </button>
      ) : (
        <>
          <h3>
            <Trans>Download links</Trans>
          </h3>
          <ul className="summary-links">
            {shown.map((l) => (
              <li key={l.id}>
                <span className="staged-name">{visibleName(l.name)}</span>
                {l.href === undefined && l.error === undefined && (
                  <span className="muted">
                    {' '}
                    <Trans>making a link…</Trans>
                  </span>
                )}
                {l.error !== undefined && <LinkTrouble link={l} again={() => again(l.id)} />}
                {l.href === null && (
                  <span className="field-error">
                    {' '}
                    <Trans>The server sent a link that is not http(s).</Trans>
                  </span>
                )}
                {l.href && (
                  <LinkActions
                    href={l.href}
                    name={visibleName(l.name)}
                    qr={qr === l.id}
                    onQr={() => setQr(qr === l.id ? null : l.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions">
        {ready.length > 1 && <CopyButton text={ready.map((l) => l.href).join('\n')} label={t`Copy all links`} />}
        <button type="button" className="secondary" onClick={onSendAgain}>
          <Trans>Send to more people</Trans>
        </button>
        <button type="button" onClick={onSendMore}>
          <Trans>Send more files</Trans>
        </button>
      </div>
    </section>
  )
}
