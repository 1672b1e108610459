import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type ReactNode } from 'react'
import { formatBytes, formatCount } from '../lib/format'
import { plural } from '../components/words'
import { doAgain, mayAlreadyBe, stepName } from '../components/queue-words'
import { KeptHere } from '../components/KeptHere'
import { matchPicked, needOf, type FileNeed, type JournalFile, type Refusal } from '../lib/journal'
import { discardSend, listUnfinished, stillUnfinished, type UnfinishedSend } from '../lib/send/journal-log'
import { blockers, gatherBytes, type Choice } from '../lib/send/unfinished'
import { formatShortDate } from '../lib/dates'
import { i18n } from './i18n'

/** How a page resumes what its kind of work left: starts it again in this tab. */
export type Resume = (unfinished: UnfinishedSend, choices: ReadonlyMap<number, Choice>, bytes: ReadonlyMap<number, File>) => void

type Kind = { kind: 'send' | 'upload'; title: (unfinished: UnfinishedSend) => ReactNode; resume: Resume }

/**
 * What a closed tab, a crash or a reload left unfinished (sends on the Send page, uploads on the
 * Upload page), each with what every file has done: Resume finishes it from where each file
 * stopped, Discard drops it after a confirmation.
 */
export function UnfinishedNotices({ kind, title, resume, onResumed }: Kind & { onResumed: () => void }) {
  // Read when the page opens (gcTime 0: afresh at each opening): what a closed tab left. Not on
  // every history write (a send in flight writes often); one resumed or discarded here leaves
  // the list at once.
  const { data } = useQuery({
    queryKey: ['history', 'unfinished', kind],
    queryFn: () => listUnfinished(kind),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set())
  const settled = (id: string) => setGone((current) => new Set([...current, id]))
  const sends = (data ?? []).filter((u) => !gone.has(u.send.id))
  if (sends.length === 0) return null
  return sends.map((unfinished) => (
    <Unfinished
      key={unfinished.send.id}
      unfinished={unfinished}
      title={title(unfinished)}
      resume={resume}
      onDiscarded={() => settled(unfinished.send.id)}
      onResumed={() => {
        settled(unfinished.send.id)
        onResumed()
      }}
    />
  ))
}

/** The file's state in words, for the notice of an unfinished send. */
export function describeNeed(file: JournalFile, need: FileNeed = needOf(file)): string {
  switch (need.kind) {
    case 'nothing':
      return file.settled === 'left-out' ? 'Left out of this send' : file.uploadOnly ? 'Uploaded' : 'Delivered'
    case 'doubt':
      return `${mayAlreadyBe(i18n, need.step)}: the ${stepName(i18n, need.step)} was on its way when the page closed, and no answer was kept`
    case 'upload':
      return file.steps.upload === 'in-flight' ? 'Was uploading; it will be uploaded again' : 'Not uploaded yet'
    case 'register':
      return 'Uploaded; not registered yet'
    case 'transfer':
      return 'Uploaded and registered; not transferred yet'
  }
}

/** Why a file picked again was not taken. */
export function describeRefusal(refusal: Refusal): string {
  switch (refusal.kind) {
    case 'not-needed':
      return `“${refusal.name}” is not one of the files this send still needs.`
    case 'other-size':
      return `“${refusal.name}” is ${formatBytes(refusal.size)}, but the file this send needs is ${formatBytes(refusal.neededSize)}: pick the same file.`
    case 'changed':
      return `“${refusal.name}” was changed on ${formatShortDate(new Date(refusal.lastModified))}, not the version this send started with (${formatShortDate(new Date(refusal.neededLastModified))}): pick the file as it was.`
  }
}

const doubtChoices = {
  register: [
    ['again', null],
    ['left', 'Leave it out of this send'],
  ],
  transfer: [
    ['again', null],
    ['done', 'It was delivered: do not send again'],
  ],
} as const

function Unfinished({
  unfinished,
  title,
  resume: resumeHere,
  onResumed,
  onDiscarded,
}: {
  unfinished: UnfinishedSend
  title: ReactNode
  resume: Resume
  onResumed: () => void
  onDiscarded: () => void
}) {
  const id = useId()
  const { send, files } = unfinished
  const [choices, setChoices] = useState<ReadonlyMap<number, Choice>>(new Map())
  const [picked, setPicked] = useState<ReadonlyMap<number, File>>(new Map())
  const [refused, setRefused] = useState<Refusal[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const choose = (i: number, choice: Choice | undefined) =>
    setChoices((current) => {
      const next = new Map(current)
      if (choice) next.set(i, choice)
      else next.delete(i)
      return next
    })
  /** files whose kept handle or copy could not be read at the last Resume: they must be picked too */
  const [lost, setLost] = useState<ReadonlySet<number>>(new Set())
  const discardButton = useRef<HTMLButtonElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const delivered = files.filter((f) => {
    const need = needOf(f)
    return need.kind === 'nothing' && need.delivered
  }).length
  const needsBytes = (f: JournalFile) => needOf(f).kind === 'upload' && (f.kept === 'none' || lost.has(f.index))
  const missing = files.filter((f) => needsBytes(f) && !picked.has(f.index))

  const pick = (list: FileList | null) => {
    const needed = files.filter((f) => needOf(f).kind === 'upload' && !picked.has(f.index))
    const outcome = matchPicked(needed, Array.from(list ?? []))
    setPicked((current) => new Map([...current, ...outcome.matched]))
    // A file picked again goes, even if it was to be left out.
    for (const i of outcome.matched.keys()) if (choices.get(i) === 'left') choose(i, undefined)
    setRefused(outcome.refused)
    setProblem(null)
  }

  /** Resume or Discard, once it is sure no other tab took the send meanwhile. */
  const act = async (what: () => Promise<void> | void) => {
    setBusy(true)
    try {
      if (!(await stillUnfinished(send.id))) {
        setProblem('This is being resumed in another tab, or was finished or discarded there: reload to see where it is.')
        return
      }
      await what()
    } catch (error) {
      setProblem(`That did not work: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  const resume = () =>
    act(async () => {
      const bytes = await gatherBytes(unfinished, picked)
      setLost(
        new Set(files.filter((f) => needOf(f).kind === 'upload' && f.kept !== 'none' && !bytes.has(f.index)).map((f) => f.index)),
      )
      const stuck = blockers(unfinished, choices, bytes)
      if (stuck.length) {
        setProblem(`Before resuming, choose for or pick again: ${stuck.map((f) => f.name).join(', ')}.`)
        return
      }
      resumeHere(unfinished, choices, bytes)
      onResumed()
    })
  const discard = () => act(() => discardSend(send).then(onDiscarded))

  const what = send.kind === 'upload' ? 'upload' : 'send'
  return (
    <section className="card unfinished" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      <p>
        Started {formatShortDate(new Date(send.createdAt))} and interrupted before it finished (the page was closed or reloaded).{' '}
        {formatCount(delivered)} of {plural(files.length, 'file')} {what === 'upload' ? 'uploaded' : 'delivered'}. Resume finishes
        the rest: nothing known done is done again.
      </p>
      <KeptHere subject={what} />
      <ul className="unfinished-files">
        {files.map((file) => (
          <UnfinishedFile
            key={file.index}
            file={file}
            choice={choices.get(file.index)}
            picked={picked.has(file.index)}
            noBytes={needsBytes(file)}
            onChoose={(c) => choose(file.index, c)}
          />
        ))}
      </ul>
      {missing.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-pick`}>
            This browser kept no copy of {plural(missing.length, 'file')}: pick {missing.length === 1 ? 'it' : 'them'} again (
            {missing.map((f) => `${f.name}, ${formatBytes(f.size)}`).join('; ')}), or leave {missing.length === 1 ? 'it' : 'them'}{' '}
            out.
          </label>
          <input id={`${id}-pick`} type="file" multiple onChange={(e) => pick(e.target.files)} />
        </div>
      )}
      {refused.length > 0 && (
        <div role="alert" className="alert alert-error">
          {refused.map(describeRefusal).map((r) => (
            <p key={r}>{r}</p>
          ))}
        </div>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      {confirming ? (
        <div role="group" aria-label={`Discard this ${what}?`} className="alert alert-info">
          <p>
            {what === 'upload'
              ? 'Discard these uploads? What was uploaded stays uploaded; the other files will not be.'
              : 'Discard this send? What was delivered stays delivered; the other files will not be sent. It stays in History.'}
          </p>
          <div className="actions">
            <button type="button" className="danger" ref={confirmButton} disabled={busy} onClick={() => void discard()}>
              Discard
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setConfirming(false)
                requestAnimationFrame(() => discardButton.current?.focus())
              }}
            >
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <button type="button" className="primary" disabled={busy} onClick={() => void resume()}>
            Resume
          </button>
          <button
            type="button"
            className="secondary"
            ref={discardButton}
            onClick={() => {
              setConfirming(true)
              requestAnimationFrame(() => confirmButton.current?.focus())
            }}
          >
            Discard…
          </button>
        </div>
      )}
    </section>
  )
}

function UnfinishedFile({
  file,
  choice,
  picked,
  noBytes,
  onChoose,
}: {
  file: JournalFile
  choice: Choice | undefined
  picked: boolean
  noBytes: boolean
  onChoose: (choice: Choice | undefined) => void
}) {
  const need = needOf(file)
  const group = useId()
  return (
    <li aria-label={file.name}>
      <strong className="staged-name">{file.name}</strong> <span className="muted">{formatBytes(file.size)}</span>
      <p className="muted">
        {describeNeed(file, need)}
        {need.kind === 'upload' &&
          (picked
            ? ': picked again, matched.'
            : noBytes && file.kept !== 'none'
              ? ': what this browser kept of it could not be read (or the file changed since): pick it again.'
              : file.kept === 'copy'
                ? ': a copy was kept in this browser.'
                : file.kept === 'handle'
                  ? ': the browser may ask to read it again.'
                  : ': no copy was kept.')}
      </p>
      {need.kind === 'doubt' && (
        <fieldset>
          <legend>What should happen to {file.name}?</legend>
          {doubtChoices[need.step].map(([value, label]) => (
            <label key={value} className="inline-choice">
              <input type="radio" name={group} checked={choice === value} onChange={() => onChoose(value)} />{' '}
              {label ?? doAgain(i18n, need.step)}
            </label>
          ))}
        </fieldset>
      )}
      {noBytes && !picked && (
        <label className="inline-choice">
          <input type="checkbox" checked={choice === 'left'} onChange={(e) => onChoose(e.target.checked ? 'left' : undefined)} />{' '}
          Leave it out
        </label>
      )}
    </li>
  )
}
