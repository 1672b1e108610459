import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { hasToken, useCredentials } from '../api/credentials'
import { publicQueries } from '../api/queries'
import { lastSender } from '../lib/sender'
import { useHistory } from '../lib/use-history'
import { useServices } from './services'

/**
 * Fills a form's sender field while it is empty: with the address /me gives, else with the one
 * last used on this device. Never over what the person typed.
 */
export function useSenderPrefill<T extends FieldValues>(form: UseFormReturn<T>, field: Path<T>) {
  const { publicApi } = useServices()
  const token = useCredentials(hasToken)
  const me = useQuery(publicQueries.me(publicApi, token))
  const { getValues, setValue } = form
  const fromMe = typeof me.data?.email === 'string' ? me.data.email : ''
  // Without a token /me is not asked: nothing to wait for.
  const settled = !token || !me.isPending
  useEffect(() => {
    if (getValues(field)) return
    const email = fromMe || (settled ? lastSender() : '')
    if (email) setValue(field, email as PathValue<T, Path<T>>)
  }, [fromMe, settled, field, getValues, setValue])
}

/** Recipients of earlier sends from this browser, most recent first (history of this service and account). */
export function useRecentRecipients(limit = 50): string[] {
  const { records } = useHistory('sends')
  return useMemo(() => {
    const seen = new Map<string, string>()
    for (const send of records ?? [])
      for (const r of send.recipients) if (!seen.has(r.toLowerCase()) && seen.size < limit) seen.set(r.toLowerCase(), r)
    return [...seen.values()]
  }, [records, limit])
}
