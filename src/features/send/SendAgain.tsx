import { Plural, Trans } from '@lingui/react/macro'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Name } from '../../components/Name'
import { useFormat } from '../../components/use-format'
import { expiresAt } from '../../lib/expiration'
import { visibleName } from '../../lib/format'
import { rememberSender } from '../../lib/sender'
import { choiceOf, expirationAsBefore } from '../../lib/transfer-fields'
import { useNavigate } from '../../shared/routing'
import { useSends } from '../../shared/sends'
import { useServices } from '../../shared/services'
import { reusableFiles } from '../../shared/history-entries'
import { useEntries } from '../../shared/use-history-entries'
import { SendForm } from './SendForm'
import { toSendDetails, type SendForm as Values } from './send-form'

/** Enough to check at a glance; a send of many files shows the rest on request. */
const SHOWN = 50

/** The sends whose files the Send page offers to send again (history state `again`), or null. */
export function againOf(state: unknown): string[] | null {
  const ids = (state as { again?: unknown } | null)?.again
  return Array.isArray(ids) && ids.length > 0 && ids.every((id) => typeof id === 'string') ? ids : null
}

/**
 * The Send page for files sent before: listed as on the service already (no file to pick, no
 * byte uploaded), each of which may be left out; the earlier send's message and expiration
 * offered, the recipients empty. Send makes the transfers alone (lib/send/sends.ts `again`).
 */
export function SendAgain({ sources, onSent }: { sources: readonly string[]; onSent: () => void }) {
  const { config } = useServices()
  const sends = useSends()
  const navigate = useNavigate()
  const f = useFormat()
  const { entries, error } = useEntries()
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set())
  const [all, setAll] = useState(false)
  const [noFiles, setNoFiles] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const found = useMemo(() => entries?.filter((e) => e.sendId && sources.includes(e.sendId)) ?? null, [entries, sources])
  const files = useMemo(() => {
    // A file in two of the sends (one sent again from the other) is listed once.
    const seen = new Set<string>()
    return (found ?? [])
      .flatMap(reusableFiles)
      .filter((file) => !seen.has(file.reused.consignmentId) && seen.add(file.reused.consignmentId))
  }, [found])
  const latest = found?.reduce((a, b) => (a.at >= b.at ? a : b), found[0]!)
  const missing = (found ?? []).reduce((sum, e) => sum + e.files.length, 0) - files.length
  const ready = found !== null && files.length > 0

  // Opened from a summary or History: the person lands on what it offers.
  useLayoutEffect(() => {
    if (ready) heading.current?.focus()
  }, [ready])

  const leave = () => navigate('/', { replace: true })
  if (found === null)
    return (
      <div className="card">
        <p role={error ? 'alert' : 'status'} className={error ? 'field-error' : 'muted'}>
          {error ? (
            <Trans>This browser’s history could not be read, so the earlier send’s files are not known.</Trans>
          ) : (
            <Trans>Reading the earlier send…</Trans>
          )}
        </p>
      </div>
    )
  if (!ready)
    return (
      <div className="card">
        <p role="alert" className="field-error">
          <Trans>
            Nothing to send again: that send is no longer in this browser’s history, or none of its files was registered.
          </Trans>
        </p>
        <button type="button" onClick={leave}>
          <Trans>Pick files to send</Trans>
        </button>
      </div>
    )

  const chosen = files.filter((_, i) => !left.has(i))
  const bytes = chosen.reduce((sum, file) => sum + file.size, 0)
  const toggle = (i: number) => {
    const next = new Set(left)
    if (!next.delete(i)) next.add(i)
    setLeft(next)
    setNoFiles(false)
  }
  const send = (values: Values) => {
    if (chosen.length === 0) {
      setNoFiles(true)
      return false
    }
    const now = new Date()
    sends.start({
      kind: 'again',
      files: chosen,
      details: toSendDetails(values, config.expirationUnit, now),
      sender: values.senderEmail.trim(),
      expiresAt: expiresAt(choiceOf(values), now),
    })
    rememberSender(values.senderEmail)
    leave()
    onSent()
    return true
  }
  const shown = all ? files : files.slice(0, SHOWN)

  return (
    <>
      <section className="card" aria-labelledby="again-heading">
        <h2 id="again-heading" ref={heading} tabIndex={-1}>
          <Trans>Send to more people</Trans>
        </h2>
        <p className="hint" id="again-hint">
          <Trans>
            These files are on the service already: sending makes only the transfers, nothing is uploaded again. Untick a file to
            leave it out.
          </Trans>
        </p>
        <ul className="staged-files again-files" aria-describedby="again-hint">
          {shown.map((file, i) => (
            <li key={file.reused.consignmentId}>
              <label className="inline-choice">
                <input type="checkbox" checked={!left.has(i)} onChange={() => toggle(i)} />
                <span className="staged-name">
                  <Name>{visibleName(file.name)}</Name>
                </span>
              </label>
              <span className="muted">{f.bytes(file.size)}</span>
            </li>
          ))}
        </ul>
        {shown.length < files.length && (
          <button type="button" className="secondary" onClick={() => setAll(true)}>
            <Plural value={files.length} one="Show the # file" other="Show all # files" />
          </button>
        )}
        {missing > 0 && (
          <p className="muted">
            <Plural
              value={missing}
              one="# file of that send was never registered: it cannot be sent again without its bytes."
              other="# files of that send were never registered: they cannot be sent again without their bytes."
            />
          </p>
        )}
        {noFiles && (
          <p className="field-error" role="alert">
            <Trans>Tick at least one file to send again.</Trans>
          </p>
        )}
        <div className="actions">
          <button type="button" className="secondary" onClick={leave}>
            <Trans>Send other files instead</Trans>
          </button>
        </div>
      </section>
      <div className="card">
        <SendForm
          draft={`send-again:${sources.join(',')}`}
          forgetOnSend
          defaults={{ message: latest?.message ?? '', ...expirationAsBefore(latest!.at, latest?.expiresAt, new Date()) }}
          fileCount={chosen.length}
          totalBytes={bytes}
          onSend={send}
        />
      </div>
    </>
  )
}
