import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { sayAnnouncement } from '../../components/announcement-words'
import { useSaid } from '../../components/use-said'
import { ProgressBar } from '../../components/ProgressBar'
import { RecipientList } from '../../components/RecipientList'
import { useFormat } from '../../components/use-format'
import { carriedSeen, listCarried, listElsewhere, type UnfinishedSend } from '../../lib/send/journal-log'
import { needOf } from '../../lib/send/model'
import type { DeliveredFile } from '../../lib/send/sends'
import { named } from '../../lib/send/unfinished'
import { SendSummary } from './SendSummary'
import { useNavigate } from '../../shared/routing'

/** How often a send going on elsewhere is read again while one is shown; how often one is looked for otherwise. */
const LIVE_MS = 1000
const LOOK_MS = 5000

/**
 * Sends this tab does not run: going on in another tab or carried by the service worker (shown
 * as they go, never offered to resume), and those the worker finished while no page was open
 * (shown as sent, with their links, until the person moves on).
 */
export function ElsewhereSends() {
  const going = useQuery({
    queryKey: ['history', 'elsewhere'],
    queryFn: listElsewhere,
    refetchInterval: (query) => (query.state.data?.length ? LIVE_MS : LOOK_MS),
    gcTime: 0,
    retry: false,
  })
  // Read again whenever a send going on elsewhere ends (it may have ended carried).
  const goingIds = going.data?.map((u) => u.send.id).join(' ')
  const carried = useQuery({
    queryKey: ['history', 'carried', goingIds],
    queryFn: listCarried,
    placeholderData: (before) => before,
    gcTime: 0,
    retry: false,
  })
  // A send seen going on here that ends carried by the worker is heard ending, as one of this tab's would be.
  const { i18n } = useLingui()
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set())
  const goingNow = going.data?.map((unfinished) => unfinished.send.id) ?? []
  if (goingNow.some((id) => !seen.has(id))) setSeen(new Set([...seen, ...goingNow]))
  const ended = carried.data?.find((unfinished) => seen.has(unfinished.send.id))
  const said = useSaid(
    ended
      ? sayAnnouncement(i18n, {
          code: 'end',
          kind: 'send',
          done: ended.files.filter((file) => file.steps.transfer === 'done').length,
          failed: 0,
          files: ended.files.length,
          recipients: ended.send.recipients,
          linksReady: false,
        })
      : '',
    ended?.send.id,
  )
  return (
    <>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {going.data?.map((unfinished) => (
        <GoingOn key={unfinished.send.id} unfinished={unfinished} />
      ))}
      {carried.data?.map((unfinished) => (
        <Carried key={unfinished.send.id} unfinished={unfinished} onSeen={() => void carried.refetch()} />
      ))}
    </>
  )
}

function GoingOn({ unfinished: { send, files } }: { unfinished: UnfinishedSend }) {
  const { t } = useLingui()
  const f = useFormat()
  const heading = useId()
  const total = files.length
  const delivered = files.filter((file) => needOf(file).kind === 'nothing').length
  const sent = f.count(delivered)
  return (
    <section className="card" aria-labelledby={heading} data-testid="send-elsewhere">
      <h2 id={heading}>
        <Trans>
          Going on elsewhere: <Plural value={total} one="# file" other="# files" /> to{' '}
          <RecipientList recipients={send.recipients} />
        </Trans>
      </h2>
      <p className="muted">
        <Trans>This send goes on in another tab or in the background; it is shown here as it goes.</Trans>
      </p>
      <p>
        <Trans>
          {sent} of <Plural value={total} one="# file" other="# files" /> sent.
        </Trans>
      </p>
      <ProgressBar value={delivered} max={total} label={t`The send going on elsewhere`} />
    </section>
  )
}

function Carried({ unfinished: { send, files }, onSeen }: { unfinished: UnfinishedSend; onSeen: () => void }) {
  const navigate = useNavigate()
  const delivered: DeliveredFile[] = files.flatMap((entry) =>
    entry.steps.transfer === 'done' && entry.result
      ? [{ id: `${send.id}:${entry.index}`, file: named(new Blob([]), entry), result: entry.result }]
      : [],
  )
  const note = {
    recipients: send.recipients,
    message: send.message ?? '',
    expiresAt: send.expiresAt ? new Date(send.expiresAt) : null,
    earlier: [],
  }
  return (
    <div data-testid="send-carried">
      <p className="alert alert-info">
        <Trans>This send went on after its tab closed, and it is done.</Trans>
      </p>
      <SendSummary
        delivered={delivered}
        notes={[note]}
        onSendMore={() => void carriedSeen(send).then(onSeen)}
        onSendAgain={() =>
          void carriedSeen(send).then(() => {
            onSeen()
            navigate('/', { state: { again: [send.id] } })
          })
        }
      />
    </div>
  )
}
