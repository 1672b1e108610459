import { FileChoice } from '../../components/FileChoice'
import { Plural, Trans } from '@lingui/react/macro'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { expiresAt } from '../../lib/expiration'
import { rememberSender } from '../../lib/sender'
import { choiceOf, expirationAsBefore } from '../../lib/transfer-fields'
import { useNavigate } from '../../shared/routing'
import { useSends } from '../../shared/sends'
import { useServices } from '../../shared/services'
import type { ReusedFile } from '../../lib/send/sends'
import { reusableFiles } from '../../shared/history-entries'
import { useEntries } from '../../shared/use-history-entries'
import { SendForm } from './SendForm'
import { toSendDetails, type SendForm as Values } from './send-form'

/** Enough to check at a glance; a send of many files shows the rest on request. */
const SHOWN = 50

/**
 * What the Send page offers to send again (history state): every registered file of earlier
 * sends (`again`, their ids), or the consignments picked on the Transfer page (`againFiles`).
 */
export type AgainOf = { sends: string[] } | { consignments: string[] }

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')

export function againOf(state: unknown): AgainOf | null {
  const { again, againFiles } = (state ?? {}) as { again?: unknown; againFiles?: unknown }
  if (strings(again)) return { sends: again }
  if (strings(againFiles)) return { consignments: againFiles }
  return null
}

/**
 * The Send page for files sent before: listed as on the service already (no file to pick, no
 * byte uploaded), each of which may be left out; the earlier send's message and expiration
 * offered, the recipients empty. Send makes the transfers alone (lib/send/sends.ts `again`).
 */
export function SendAgain({ of, onSent }: { of: AgainOf; onSent: () => void }) {
  const { config } = useServices()
  const sends = useSends()
  const navigate = useNavigate()
  const { entries, error } = useEntries()
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set())
  const [all, setAll] = useState(false)
  const [noFiles, setNoFiles] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const { found, files } = useMemo(() => {
    if (!entries) return { found: null, files: [] }
    const picked = 'consignments' in of ? new Set(of.consignments) : null
    const wanted = (file: ReusedFile) => !picked || picked.has(file.reused.consignmentId)
    const found = entries.filter((e) =>
      'sends' in of ? e.sendId !== undefined && of.sends.includes(e.sendId) : reusableFiles(e).some(wanted),
    )
    // A file in two of the sends (one sent again from the other) is listed once, as first found.
    const files = new Map<string, ReusedFile>()
    for (const file of found.flatMap(reusableFiles))
      if (wanted(file) && !files.has(file.reused.consignmentId)) files.set(file.reused.consignmentId, file)
    return { found, files: [...files.values()] }
  }, [entries, of])
  // Sends named: their message and expiration are offered, and their files never registered told.
  const named = 'sends' in of ? found : null
  const latest = named?.reduce((a, b) => (a.at >= b.at ? a : b), named[0]!)
  const missing = (named ?? []).reduce((sum, e) => sum + e.files.length, 0) - files.length
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
            <FileChoice
              key={file.reused.consignmentId}
              name={file.name}
              size={file.size}
              checked={!left.has(i)}
              onChange={() => toggle(i)}
            />
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
          draft={'sends' in of ? `send-again:${of.sends.join(',')}` : 'send-again:picked'}
          forgetOnSend
          defaults={latest && { message: latest.message ?? '', ...expirationAsBefore(latest.at, latest.expiresAt, new Date()) }}
          fileCount={chosen.length}
          totalBytes={bytes}
          onSend={send}
        />
      </div>
    </>
  )
}
