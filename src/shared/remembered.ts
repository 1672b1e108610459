import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { hasToken } from '../api/credentials'
import { useCredentials } from '../api/use-credentials'
import { publicQueries } from '../api/queries'
import { lastSender } from '../lib/sender'
import { useHistory } from '../lib/use-history'
import { useServices } from './services'

/**
 * Fills a form's sender field while it is empty: with the address /me gives, else with the one
 * last used on this device. Never over what the person typed; an error shown for the empty field
 * is checked again once it is filled, so none stays beside an address.
 *
 * The form's submit handler first asks `holdPress(event)`. Pressed while /me is still on its way
 * and the field is empty, the press is held (true; `waiting` for the page to say so) and taken once
 * /me has answered: with the field filled it sends, and if /me gave no address the form asks for
 * one as usual. An address typed meanwhile ends the wait: the field is the person's, and they
 * press again when ready.
 */
export function useSenderPrefill<T extends FieldValues>(form: UseFormReturn<T>, field: Path<T>) {
  const { publicApi } = useServices()
  const token = useCredentials(hasToken)
  const me = useQuery(publicQueries.me(publicApi, token))
  const { getValues, setValue, getFieldState, control } = form
  const value: unknown = useWatch({ control, name: field })
  const fromMe = typeof me.data?.email === 'string' ? me.data.email : ''
  // /me on its way with no answer yet (retries included); not when it cannot be asked (no token, offline).
  const coming = me.fetchStatus === 'fetching' && me.data === undefined
  const held = useRef<HTMLFormElement | null>(null)
  const [waiting, setWaiting] = useState(false)
  // React's adjust-state-while-rendering: the wait ends with /me's answer or the person's typing.
  if (waiting && (!coming || value)) setWaiting(false)

  // Only when /me's answer changes, never on the person's typing: a field they emptied stays empty.
  useEffect(() => {
    if (getValues(field)) return
    const email = fromMe || (coming ? '' : lastSender())
    if (email) setValue(field, email as PathValue<T, Path<T>>, { shouldValidate: Boolean(getFieldState(field).error) })
  }, [fromMe, coming, field, getValues, setValue, getFieldState])

  // After the filling above (effects run in order), so a press taken now sees the address.
  useEffect(() => {
    const pressed = held.current
    if (!pressed || (coming && !value)) return
    held.current = null
    // Answered: the press goes through the form again, so the page's current handler takes it
    // (with any file added meanwhile). Typed meanwhile: dropped, the person presses again.
    if (!coming) pressed.requestSubmit()
  }, [coming, value])

  /** True when the press is held until /me has answered (the default submit prevented). */
  const holdPress = (event: FormEvent<HTMLFormElement>) => {
    if (!coming || getValues(field)) return false
    event.preventDefault()
    held.current = event.currentTarget
    setWaiting(true)
    return true
  }
  return { waiting, holdPress }
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
