import { useCallback, useEffect, useState } from 'react'
import { forgetSender } from './sender'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'

const prefix = 'draft:'

function read(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(prefix + key) ?? 'null')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function write(key: string, values: unknown) {
  try {
    sessionStorage.setItem(prefix + key, JSON.stringify(values))
  } catch {
    // Storage full or disabled: a draft is a convenience, the form still works.
  }
}

function forgetDraft(key: string) {
  try {
    sessionStorage.removeItem(prefix + key)
  } catch {
    // storage refused: there is no saved draft to forget
  }
}

/** Every form's draft, and the last sender's address (signing out). */
export function forgetAllDrafts() {
  forgetSender()
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key)
  } catch {
    // storage refused: nothing was kept
  }
}

/**
 * Keeps a form's values in sessionStorage as they change and puts them back on mount, so a
 * trip to settings after a 401 (or a reload) loses nothing. Values must be JSON-serialisable.
 * `restore: false` when the page was opened with values of its own (a prefill wins).
 */
export function useDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>, { restore = true } = {}) {
  const [restored, setRestored] = useState(() => restore && read(key) !== null)
  const { reset, watch, getValues } = form

  useEffect(() => {
    const draft = restore ? read(key) : null
    if (draft)
      // Merged over the current values, so a draft saved by an older form version still fits.
      reset({ ...getValues(), ...draft } as DefaultValues<T>, { keepDefaultValues: true })
    const subscription = watch((values) => write(key, values))
    return () => subscription.unsubscribe()
    // Mount only: a later change of `restore` must not re-apply an old draft over new input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const clear = useCallback(() => {
    forgetDraft(key)
    setRestored(false)
  }, [key])

  return { restored, clear }
}
