import { FileChoice } from '../../components/FileChoice'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { Field } from '../../components/Field'
import { useFormat } from '../../components/use-format'
import { matches } from '../../lib/matches'
import type { ReusedFile } from '../../lib/send/sends'
import { reusableFiles, type HistoryEntry } from '../../shared/history-entries'
import { useNavigate } from '../../shared/routing'
import { useEntries } from '../../shared/use-history-entries'

/** Enough to choose from at a glance; a search finds the rest. */
const SENDS_SHOWN = 20
const FILES_SHOWN = 50

type Group = { entry: HistoryEntry; files: ReusedFile[] }

/**
 * Consignments registered in this browser, several at once: found by a file's name or a send's
 * recipient, message or sender, a send's all at once. They go on the Send page, to new
 * recipients, as a send again: transfers alone.
 */
export function PickSeveral() {
  const { entries } = useEntries()
  const navigate = useNavigate()
  const { t } = useLingui()
  const f = useFormat()
  const id = useId()
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set())
  const [none, setNone] = useState(false)
  // Each consignment under the send that registered it, not again under a send that reused it.
  const groups = useMemo(
    () =>
      (entries ?? []).flatMap((entry): Group[] => {
        const files = reusableFiles(entry).filter((file) => !entry.sendId || file.reused.sendId === entry.sendId)
        return files.length ? [{ entry, files }] : []
      }),
    [entries],
  )
  if (groups.length === 0) return null

  const found = groups.flatMap(({ entry, files }): Group[] => {
    // The send itself matches (a recipient, its message, its sender): all its files; else those named so.
    const whole = matches(query, [...entry.recipients, entry.message, entry.sender])
    const named = whole ? files : files.filter((file) => matches(query, [file.name, file.reused.consignmentId]))
    return named.length ? [{ entry, files: named }] : []
  })
  const set = (ids: readonly string[], on: boolean) => {
    const next = new Set(picked)
    for (const one of ids)
      if (on) next.add(one)
      else next.delete(one)
    setPicked(next)
    setNone(false)
  }
  const send = () => {
    if (picked.size === 0) return setNone(true)
    navigate('/', { state: { againFiles: [...picked] } })
  }

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Trans>Several at once</Trans>
      </h2>
      <p className="hint">
        <Trans>
          Pick consignments registered in this browser: the Send page sends them to new recipients, with nothing uploaded again.
        </Trans>
      </p>
      <Field label={t`Find by file name, recipient or message`}>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </Field>
      {found.length === 0 && (
        <p className="muted" role="status">
          <Trans>No consignment of this browser matches.</Trans>
        </p>
      )}
      <ul className="pick-groups">
        {found.slice(0, SENDS_SHOWN).map(({ entry, files }) => {
          const ids = files.map((file) => file.reused.consignmentId)
          const all = ids.every((one) => picked.has(one))
          const date = f.shortDate(new Date(entry.at))
          const count = files.length
          return (
            <li key={entry.key}>
              {entry.sendId && count > 1 ? (
                <label className="inline-choice">
                  <input type="checkbox" checked={all} onChange={() => set(ids, !all)} />
                  <span>
                    <Trans>
                      All <Plural value={count} one="# file" other="# files" /> of the send of {date}
                    </Trans>
                  </span>
                </label>
              ) : null}
              <ul className="staged-files">
                {files.slice(0, FILES_SHOWN).map((file) => (
                  <FileChoice
                    key={file.reused.consignmentId}
                    name={file.name}
                    size={file.size}
                    checked={picked.has(file.reused.consignmentId)}
                    onChange={(on) => set([file.reused.consignmentId], on)}
                  />
                ))}
                {count > FILES_SHOWN && (
                  <li className="muted">
                    <Plural value={count - FILES_SHOWN} one="and # more, picked with All" other="and # more, picked with All" />
                  </li>
                )}
              </ul>
            </li>
          )
        })}
      </ul>
      {found.length > SENDS_SHOWN && (
        <p className="muted">
          <Plural
            value={found.length - SENDS_SHOWN}
            one="# older send is not shown: search to find it."
            other="# older sends are not shown: search to find them."
          />
        </p>
      )}
      {none && (
        <p className="field-error" role="alert">
          <Trans>Pick at least one consignment.</Trans>
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={send}>
          <Plural value={picked.size} one="Send # to more people" other="Send # to more people" />
        </button>
      </div>
    </section>
  )
}
