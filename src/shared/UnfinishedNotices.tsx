import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useId, useRef, useState, type ReactNode } from 'react'
import { KeptHere } from '../components/KeptHere'
import { useFormat } from '../components/use-format'
import { intlLocale, visibleName } from '../lib/format'
import { matchPicked, type JournalFile, type Refusal } from '../lib/journal'
import { needOf, type FileNeed } from '../lib/send/model'
import {
  discardSend,
  listUnfinished,
  stillUnfinished,
  takeSendLock,
  type ListedFile,
  type UnfinishedSend,
} from '../lib/send/journal-log'
import { blockers, gatherBytes, type Choice } from '../lib/send/unfinished'
import { inTaskOfItsOwn } from '../lib/yield-to-browser'
import { Name } from '../components/Name'

/** How a page resumes what its kind of work left: starts it again in this tab, under the send's lock it was given (`held`). */
export type Resume = (
  unfinished: UnfinishedSend,
  choices: ReadonlyMap<number, Choice>,
  bytes: ReadonlyMap<number, File>,
  held: () => void,
) => void

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
    queryFn: () => inTaskOfItsOwn(() => listUnfinished(kind)),
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

/** Where the bytes of a file still to upload are to come from, as the notice tells it. */
export type BytesAt = 'picked' | 'unreadable' | 'copy' | 'handle' | 'none'

/** Each is one whole sentence: what happened to the upload, then where its bytes are. */
const uploadWords: Record<'again' | 'first', Record<BytesAt, MessageDescriptor>> = {
  again: {
    picked: msg`Was uploading; it will be uploaded again: picked again, matched.`,
    unreadable: msg`Was uploading; it will be uploaded again: what this browser kept of it could not be read (or the file changed since): pick it again.`,
    copy: msg`Was uploading; it will be uploaded again: a copy was kept in this browser.`,
    handle: msg`Was uploading; it will be uploaded again: the browser may ask to read it again.`,
    none: msg`Was uploading; it will be uploaded again: no copy was kept.`,
  },
  first: {
    picked: msg`Not uploaded yet: picked again, matched.`,
    unreadable: msg`Not uploaded yet: what this browser kept of it could not be read (or the file changed since): pick it again.`,
    copy: msg`Not uploaded yet: a copy was kept in this browser.`,
    handle: msg`Not uploaded yet: the browser may ask to read it again.`,
    none: msg`Not uploaded yet: no copy was kept.`,
  },
}

/**
 * The file's state in words, for the notice of an unfinished send (render with `i18n._`). For a
 * file still to upload, `bytes` adds where its bytes are to come from, in the same sentence.
 */
export function describeNeed(file: JournalFile, need: FileNeed = needOf(file), bytes?: BytesAt): MessageDescriptor {
  switch (need.kind) {
    case 'nothing':
      return file.settled === 'left-out' ? msg`Left out of this send` : file.uploadOnly ? msg`Uploaded` : msg`Delivered`
    case 'doubt':
      return need.step === 'register'
        ? msg`May already be registered: the registration was on its way when the page closed, and no answer was kept`
        : msg`May already be delivered: the transfer was on its way when the page closed, and no answer was kept`
    case 'upload': {
      const again = file.steps.upload === 'in-flight'
      if (bytes) return uploadWords[again ? 'again' : 'first'][bytes]
      return again ? msg`Was uploading; it will be uploaded again` : msg`Not uploaded yet`
    }
    case 'register':
      return msg`Uploaded; not registered yet`
    case 'transfer':
      return msg`Uploaded and registered; not transferred yet`
  }
}

/** Why a file picked again was not taken; the file's name isolated, whatever its direction. */
export function RefusalNote({ refusal }: { refusal: Refusal }) {
  const f = useFormat()
  const name = <Name>{refusal.name}</Name>
  switch (refusal.kind) {
    case 'not-needed':
      return <Trans>“{name}” is not one of the files this send still needs.</Trans>
    case 'other-size': {
      const size = f.bytes(refusal.size)
      const needed = f.bytes(refusal.neededSize)
      return (
        <Trans>
          “{name}” is {size}, but the file this send needs is {needed}: pick the same file.
        </Trans>
      )
    }
    case 'changed': {
      const changed = f.shortDate(new Date(refusal.lastModified))
      const started = f.shortDate(new Date(refusal.neededLastModified))
      return (
        <Trans>
          “{name}” was changed on {changed}, not the version this send started with ({started}): pick the file as it was.
        </Trans>
      )
    }
  }
}

/** What stopped a Resume or a Discard, said under the notice. */
type Problem = { kind: 'elsewhere' } | { kind: 'failed'; message: string } | { kind: 'stuck'; names: string[] }

function ProblemText({ problem }: { problem: Problem }) {
  switch (problem.kind) {
    case 'elsewhere':
      return <Trans>This is being resumed in another tab, or was finished or discarded there: reload to see where it is.</Trans>
    case 'failed': {
      const message = problem.message
      return <Trans>That did not work: {message}</Trans>
    }
    case 'stuck': {
      const names = <Names names={problem.names} />
      return <Trans>Before resuming, choose for or pick again: {names}.</Trans>
    }
  }
}

/** Names as the language lists them ("a, b, c"), each isolated in its own direction. */
function Names({ names }: { names: readonly string[] }) {
  const f = useFormat()
  const parts = new Intl.ListFormat(intlLocale(f.locale), { type: 'unit' }).formatToParts(names)
  return parts.map((part, i) => (part.type === 'element' ? <Name key={i}>{part.value}</Name> : part.value))
}

const doubtChoices: Record<'register' | 'transfer', ReadonlyArray<readonly [Choice, MessageDescriptor]>> = {
  register: [
    ['again', msg`Register it again`],
    ['left', msg`Leave it out of this send`],
  ],
  transfer: [
    ['again', msg`Send the transfer again`],
    ['done', msg`It was delivered: do not send again`],
  ],
}

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
  const { t } = useLingui()
  const f = useFormat()
  const { send, files } = unfinished
  const [choices, setChoices] = useState<ReadonlyMap<number, Choice>>(new Map())
  const [picked, setPicked] = useState<ReadonlyMap<number, File>>(new Map())
  const [refused, setRefused] = useState<Refusal[]>([])
  const [problem, setProblem] = useState<Problem | null>(null)
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
  const needsBytes = (f: ListedFile) => needOf(f).kind === 'upload' && (f.kept === 'none' || lost.has(f.index))
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
        setProblem({ kind: 'elsewhere' })
        return
      }
      await what()
    } catch (error) {
      setProblem({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  /**
   * The send's lock first, before any file is read (which may wait on a permission prompt): two
   * tabs pressing Resume at once would otherwise both make every step, and mail the recipients
   * twice. The lock goes to the resumed send's journal, or is let go if nothing is resumed.
   */
  const resume = async () => {
    setBusy(true)
    const release = await takeSendLock(send.id)
    let handed = false
    try {
      if (!release || !(await stillUnfinished(send.id, true))) return setProblem({ kind: 'elsewhere' })
      const bytes = await gatherBytes(unfinished, picked)
      setLost(
        new Set(files.filter((f) => needOf(f).kind === 'upload' && f.kept !== 'none' && !bytes.has(f.index)).map((f) => f.index)),
      )
      const stuck = blockers(unfinished, choices, bytes)
      if (stuck.length) return setProblem({ kind: 'stuck', names: stuck.map((f) => f.name) })
      resumeHere(unfinished, choices, bytes, release)
      handed = true
      onResumed()
    } catch (error) {
      setProblem({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    } finally {
      if (!handed) release?.()
      setBusy(false)
    }
  }
  const discard = () => act(() => discardSend(send).then(onDiscarded))

  const what = send.kind === 'upload' ? 'upload' : 'send'
  const started = f.shortDate(new Date(send.createdAt))
  const done = f.count(delivered)
  const total = files.length
  return (
    <section className="card unfinished" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      <p>
        <Trans>Started {started} and interrupted before it finished (the page was closed or reloaded).</Trans>{' '}
        {what === 'upload' ? (
          <Plural value={total} one={`${done} of # file uploaded.`} other={`${done} of # files uploaded.`} />
        ) : (
          <Plural value={total} one={`${done} of # file delivered.`} other={`${done} of # files delivered.`} />
        )}{' '}
        <Trans>Resume finishes the rest: nothing known done is done again.</Trans>
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
            <NoCopy files={missing} />
          </label>
          <input id={`${id}-pick`} type="file" multiple onChange={(e) => pick(e.target.files)} />
        </div>
      )}
      {refused.length > 0 && (
        <div role="alert" className="alert alert-error">
          {refused.map((r, i) => (
            <p key={i}>
              <RefusalNote refusal={r} />
            </p>
          ))}
        </div>
      )}
      {problem && (
        <p role="alert" className="field-error">
          <ProblemText problem={problem} />
        </p>
      )}
      {confirming ? (
        <div
          role="group"
          aria-label={what === 'upload' ? t`Discard this upload?` : t`Discard this send?`}
          className="alert alert-info"
        >
          <p>
            {what === 'upload' ? (
              <Trans>Discard these uploads? What was uploaded stays uploaded; the other files will not be.</Trans>
            ) : (
              <Trans>
                Discard this send? What was delivered stays delivered; the other files will not be sent. It stays in History.
              </Trans>
            )}
          </p>
          <div className="actions">
            <button type="button" className="danger" ref={confirmButton} disabled={busy} onClick={() => void discard()}>
              <Trans>Discard</Trans>
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setConfirming(false)
                requestAnimationFrame(() => discardButton.current?.focus())
              }}
            >
              <Trans>Keep it</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <button type="button" className="primary" disabled={busy} onClick={() => void resume()}>
            <Trans>Resume</Trans>
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
            <Trans>Discard…</Trans>
          </button>
        </div>
      )}
    </section>
  )
}

/** The files this browser kept no copy of, to pick again: one sentence, each file named in its own direction. */
function NoCopy({ files }: { files: readonly JournalFile[] }) {
  const f = useFormat()
  const count = files.length
  const list = files.map((file, i) => (
    <Fragment key={file.index}>
      {i > 0 && '; '}
      <Name>{file.name}</Name>, {f.bytes(file.size)}
    </Fragment>
  ))
  return (
    <Plural
      value={count}
      one={`This browser kept no copy of # file: pick it again (${list}), or leave it out.`}
      other={`This browser kept no copy of # files: pick them again (${list}), or leave them out.`}
    />
  )
}

function UnfinishedFile({
  file,
  choice,
  picked,
  noBytes,
  onChoose,
}: {
  file: ListedFile
  choice: Choice | undefined
  picked: boolean
  noBytes: boolean
  onChoose: (choice: Choice | undefined) => void
}) {
  const need = needOf(file)
  const group = useId()
  const { i18n } = useLingui()
  const f = useFormat()
  const name = visibleName(file.name)
  const bytes: BytesAt | undefined =
    need.kind !== 'upload' ? undefined : picked ? 'picked' : noBytes && file.kept !== 'none' ? 'unreadable' : file.kept
  return (
    <li aria-label={name}>
      <strong className="staged-name" dir="auto">
        {name}
      </strong>{' '}
      <span className="muted">{f.bytes(file.size)}</span>
      <p className="muted">{i18n._(describeNeed(file, need, bytes))}</p>
      {need.kind === 'doubt' && (
        <fieldset>
          <legend>
            <Trans>
              What should happen to <Name>{name}</Name>?
            </Trans>
          </legend>
          {doubtChoices[need.step].map(([value, label]) => (
            <label key={value} className="inline-choice">
              <input type="radio" name={group} checked={choice === value} onChange={() => onChoose(value)} /> {i18n._(label)}
            </label>
          ))}
        </fieldset>
      )}
      {noBytes && !picked && (
        <label className="inline-choice">
          <input type="checkbox" checked={choice === 'left'} onChange={(e) => onChoose(e.target.checked ? 'left' : undefined)} />{' '}
          <Trans>Leave it out</Trans>
        </label>
      )}
    </li>
  )
}
