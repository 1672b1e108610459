import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { listSeparator } from '../lib/format'
import { Fragment, useId, useState } from 'react'

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
  const { i18n } = useLingui()
  const separator = listSeparator(i18n.locale)
  // "a, b, c and 1 more" would hide no more than it says: a list one longer than `shown` is shown whole.
  const folds = recipients.length > shown + 1
  const visible = folds && !all ? recipients.slice(0, shown) : recipients
  const names = visible.map((recipient, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      <bdi>{breakable(recipient)}</bdi>
    </Fragment>
  ))
  if (!folds)
    return (
      <span id={id} className="recipient-list">
        {names}
      </span>
    )
  const more = recipients.length - shown
  const toggle = {
    type: 'button',
    className: 'link-button recipient-list-toggle',
    'aria-expanded': all,
    'aria-controls': id,
    onClick: () => setAll((a) => !a),
  } as const
  // One message each way; the button keeps its place (and the focus) between the two.
  return (
    <span id={id} className="recipient-list">
      {all ? (
        <Trans>
          {names}{' '}
          <button {...toggle}>
            show fewer<span className="visually-hidden"> recipients</span>
          </button>
        </Trans>
      ) : (
        <Trans>
          {names} and{' '}
          <button {...toggle}>
            <Plural value={more} one="# more" other="# more" />
            <span className="visually-hidden">
              {' '}
              <Plural value={more} one="recipient" other="recipients" />
            </span>
          </button>
        </Trans>
      )}
    </span>
  )
}
