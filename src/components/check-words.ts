import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

/**
 * A form's checks (zod) report the key of a message rather than its words: a sentence written
 * into a schema once would stay in the language it was written in. This renders a field's error in
 * the language shown: the key's message, or the text itself when it is no key (what the server said).
 */
export function useCheckWords<K extends string>(words: Readonly<Record<K, MessageDescriptor>>) {
  const { i18n } = useLingui()
  return (message: string | undefined): string | undefined =>
    message !== undefined && Object.hasOwn(words, message) ? i18n._(words[message as K]) : message
}
