import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useImperativeHandle, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react'
import { firstOf } from './words'
import { formatterFor } from './use-format'
import { useSaid } from './use-said'
import { cutPoint, isValidEmail, mergeRecipients, splitRecipients, type Merged } from '../lib/recipients'

type Props = {
  value: string[]
  onChange: (next: string[]) => void
  onBlur?: () => void
  /** The text input, so a form library can focus it on an error. */
  ref?: Ref<HTMLInputElement>
  id?: string
  name?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  /** Addresses used before, offered as the person types (a native combobox: arrow keys and Enter pick one). */
  suggestions?: readonly string[]
}

/** Entries that are not addresses named in the note at most; the chips flag every one. */
const NAMED = 10

/** The last change, worded when shown (so in the language shown): what was added, or removed. */
type Note = { added: Merged } | { removed: readonly string[] } | null

/** What a paste or an entry did, each kind counted apart: as many addresses as it says were added. */
function addedNote(i18n: I18n, { added, repeated, already, invalid }: Merged) {
  const count = added.length
  const invalidCount = invalid.length
  const entry = invalid[0] ?? ''
  const named = firstOf(i18n, invalid, NAMED)
  return [
    count ? i18n._(msg`${plural(count, { one: 'Added # address.', other: 'Added # addresses.' })}`) : '',
    repeated ? i18n._(msg`${plural(repeated, { one: '# duplicate dropped.', other: '# duplicates dropped.' })}`) : '',
    already ? i18n._(msg`${plural(already, { one: '# already in the list.', other: '# already in the list.' })}`) : '',
    invalidCount === 1 ? i18n._(msg`Not valid: ${entry}.`) : '',
    invalidCount > 1
      ? i18n._(msg`${plural(invalidCount, { one: `# not valid: ${named}.`, other: `# not valid: ${named}.` })}`)
      : '',
  ]
    .filter(Boolean)
    .join(' ')
}

function noteText(i18n: I18n, note: Note) {
  if (!note) return ''
  if ('added' in note) return addedNote(i18n, note.added)
  const names = formatterFor(i18n.locale).list(note.removed, 'unit')
  return i18n._(msg`Removed ${names}.`)
}

/** E-mail recipients as removable chips; pasted lists are split, de-duplicated and checked. */
export function RecipientsInput({ value, onChange, onBlur, ref, id, name, suggestions = [], ...aria }: Props) {
  const listId = useId()
  const [text, setText] = useState('')
  const { t, i18n } = useLingui()
  const [note, setNote] = useState<Note>(null)
  const input = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => input.current as HTMLInputElement, [])
  const chipList = useRef<HTMLUListElement>(null)

  const commit = (raw: string) => {
    const tokens = splitRecipients(raw)
    if (!tokens.length) return
    const merged = mergeRecipients(value, tokens)
    onChange(merged.list)
    setNote({ added: merged })
  }

  const remove = (index: number, from: 'chip' | 'input') => {
    const removed = value[index]
    onChange(value.filter((_, i) => i !== index))
    setNote({ removed: [removed ?? ''] })
    if (from === 'input') return
    // Focus goes to the chip that took this one's place, or back to the input.
    requestAnimationFrame(() => {
      const buttons = chipList.current?.querySelectorAll('button')
      ;(buttons?.[Math.min(index, buttons.length - 1)] ?? input.current)?.focus()
    })
  }

  const removeInvalid = () => {
    const invalid = value.filter((a) => !isValidEmail(a))
    onChange(value.filter(isValidEmail))
    setNote({ removed: invalid })
    input.current?.focus()
  }

  const change = (next: string, picked = false) => {
    // A suggestion picked from the list is a whole address: it becomes a chip at once.
    if (picked && suggestions.includes(next.trim())) {
      commit(next)
      setText('')
      return
    }
    const cut = cutPoint(next)
    if (cut >= 0) commit(next.slice(0, cut + 1))
    setText(next.slice(cut + 1))
  }

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim()) {
      // Enter finishes the entry; on an empty input it submits the form as usual.
      event.preventDefault()
      commit(text)
      setText('')
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      event.preventDefault()
      remove(value.length - 1, 'input')
    }
  }

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Single-line inputs flatten pasted line breaks; read the clipboard's own text instead.
    const pasted = event.clipboardData.getData('text')
    if (!pasted) return
    event.preventDefault()
    const el = event.currentTarget
    commit(text.slice(0, el.selectionStart ?? text.length) + pasted + text.slice(el.selectionEnd ?? text.length))
    setText('')
  }

  // Each change said, the same words again too ("Added 1 address." for each of two entries).
  const said = useSaid(noteText(i18n, note), note)
  const invalidCount = value.filter((a) => !isValidEmail(a)).length
  const validCount = value.length - invalidCount
  const chosen = new Set(value.map((v) => v.toLowerCase()))
  const offered = suggestions.filter((s) => !chosen.has(s.toLowerCase()))
  return (
    <div className="recipients">
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={text}
        {...aria}
        list={offered.length ? listId : undefined}
        onChange={(e) => change(e.target.value, (e.nativeEvent as InputEvent).inputType === 'insertReplacementText')}
        onKeyDown={keyDown}
        onPaste={paste}
        onBlur={() => {
          if (text.trim()) commit(text)
          setText('')
          onBlur?.()
        }}
      />
      {offered.length > 0 && (
        <datalist id={listId} data-testid="recipient-suggestions">
          {offered.map((address) => (
            <option key={address} value={address} />
          ))}
        </datalist>
      )}
      {value.length > 0 && (
        <ul
          className="chips"
          ref={chipList}
          aria-label={
            invalidCount
              ? t`Recipients: ${plural(validCount, { one: '# address', other: '# addresses' })}, ${plural(invalidCount, { one: '# not valid', other: '# not valid' })}`
              : t`Recipients: ${plural(validCount, { one: '# address', other: '# addresses' })}`
          }
        >
          {value.map((address, index) => {
            const valid = isValidEmail(address)
            return (
              <li key={address.toLowerCase()} className={valid ? 'chip' : 'chip invalid'}>
                <span>{address}</span>
                {!valid && (
                  <span className="chip-flag">
                    <Trans comment="flag on an entry of the recipients that is not an e-mail address">not valid</Trans>
                  </span>
                )}
                <button type="button" aria-label={t`Remove ${address}`} onClick={() => remove(index, 'chip')}>
                  ×
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {invalidCount > 1 && (
        <button type="button" className="link-button remove-invalid" onClick={removeInvalid}>
          <Plural
            value={invalidCount}
            one="Remove the # address that is not valid"
            other="Remove the # addresses that are not valid"
          />
        </button>
      )}
      <p className="hint recipients-note" role="status">
        {said}
      </p>
    </div>
  )
}
