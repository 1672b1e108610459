import { Fragment, useId, useState } from 'react'
import { formatCount } from '../lib/format'

/** Recipients named before "and N more". */
export const RECIPIENTS_SHOWN = 3

/** Longer than this, an address may not fit a phone's line even alone: it may wrap at its dots too. */
const LONG = 30

/**
 * An address with a line-break opportunity after its "@" (and after each "." when long), so
 * one that does not fit the line wraps at its parts, not anywhere, nor before its comma.
 */
function breakable(address: string) {
  const parts = address.split(address.length > LONG ? /(?<=[@.])/ : /(?<=@)/)
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}

/**
 * The recipients of a send in a line of text, each isolated (`<bdi>`, so a right-to-left name
 * does not reorder the commas) and free to wrap. A long list shows its first few and "and N
 * more", a button that shows every one and then fewer again; a short one reads "a, b" as ever.
 */
export function RecipientList({ recipients, shown = RECIPIENTS_SHOWN }: { recipients: readonly string[]; shown?: number }) {
  const [all, setAll] = useState(false)
  const id = useId()
  // "a, b, c and 1 more" would hide no more than it says: a list one longer than `shown` is shown whole.
  const folds = recipients.length > shown + 1
  const visible = folds && !all ? recipients.slice(0, shown) : recipients
  return (
    <span id={id} className="recipient-list">
      {visible.map((recipient, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          <bdi>{breakable(recipient)}</bdi>
        </Fragment>
      ))}
      {folds && (
        <>
          {all ? ' ' : ' and '}
          <button
            type="button"
            className="link-button recipient-list-toggle"
            aria-expanded={all}
            aria-controls={id}
            onClick={() => setAll((a) => !a)}
          >
            {all ? 'show fewer' : `${formatCount(recipients.length - shown)} more`}
            <span className="visually-hidden"> recipients</span>
          </button>
        </>
      )}
    </span>
  )
}
