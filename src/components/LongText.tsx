import { Plural, Trans } from '@lingui/react/macro'
import { useState } from 'react'

/**
 * Text from a server, however long: the first `limit` characters, and the rest on demand. With
 * the page's `overflow-wrap: anywhere` it never widens the page, even without spaces.
 */
export function LongText({ text, limit = 200, code = false }: { text: string; limit?: number; code?: boolean }) {
  const [all, setAll] = useState(false)
  // An id is code (left to right, in every language); the button beside it is words, in the page's direction.
  const shown = (part: string) => (code ? <code>{part}</code> : part)
  if (text.length <= limit) return <span className="long-text">{shown(text)}</span>
  const characters = text.length
  return (
    <span className="long-text">
      {shown(all ? text : `${text.slice(0, limit)}…`)}{' '}
      <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
        {all ? <Trans>Show less</Trans> : <Plural value={characters} one="Show all # character" other="Show all # characters" />}
      </button>
    </span>
  )
}
