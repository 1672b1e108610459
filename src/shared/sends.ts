import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { withAuthNotice } from '../api/auth-required'
import { publicQueries } from '../api/queries'
import { createSends, type Sends, type SendKind } from '../lib/send/sends'
import type { UploadQueue } from '../lib/upload-queue/upload-queue'
import { carriedTitle } from '../components/carrier-words'
import { createPageCarrier } from './page-carrier'
import { i18n } from './i18n'
import { useServices } from './services'
import { useQueue } from './upload-queue'

/** The app's one owner of sends, beside its one queue (created with it, by the first page that sends). */
const owners = new WeakMap<UploadQueue, Sends>()

export function useSends(): Sends {
  const queue = useQueue()
  const { config, publicApi } = useServices()
  const client = useQueryClient()
  let sends = owners.get(queue)
  if (!sends) {
    sends = createSends({
      queue,
      requests: {
        register: (consignment, signal, via) =>
          withAuthNotice('public', () => publicApi.createConsignment(consignment, signal, via)),
        transfer: (id, transfer, signal, via) =>
          withAuthNotice('public', () => publicApi.createTransfer(id, transfer, signal, via)),
      },
      registered: () => void client.invalidateQueries({ queryKey: publicQueries.all }),
      keepJournal: config.sendJournal,
      keepBytes: config.resumeStorageBudgetMb * 1024 * 1024,
      carrier: createPageCarrier(config, (send) => carriedTitle(i18n, send)),
    })
    owners.set(queue, sends)
  }
  return sends
}

/** This tab's sends of `kind` and the queue ids of their files, re-rendering only when they change. */
export function useRunningSends(kind: SendKind) {
  const sends = useSends()
  const running = useStore(
    sends.state,
    useShallow((all) => all.filter((s) => s.kind === kind)),
  )
  const ids = useMemo(() => new Set(running.flatMap((s) => s.ids)), [running])
  return { sends, running, ids }
}
