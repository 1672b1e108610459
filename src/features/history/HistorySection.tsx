import { useRef, type ReactNode } from 'react'
import { ConfirmClear } from './ConfirmClear'

type Props<T> = {
  id: string
  title: string
  noun: [string, string]
  all: T[]
  shown: T[]
  filtering: boolean
  empty: ReactNode
  onClear: () => Promise<void>
  children: (record: T) => ReactNode
}

/** One kind of history: heading with counts, its own clear, the records or what to do instead. */
export function HistorySection<T>({ id, title, noun, all, shown, filtering, empty, onClear, children }: Props<T>) {
  const heading = useRef<HTMLHeadingElement>(null)
  const count = filtering ? `${shown.length} of ${all.length}` : String(all.length)
  const clear = async () => {
    await onClear()
    heading.current?.focus()
  }
  return (
    <section className="card history-section" aria-labelledby={`${id}-heading`}>
      <div className="row">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="grow">
          {title} <span className="muted">({count})</span>
        </h2>
        {all.length > 0 && (
          <ConfirmClear
            label={`Clear ${noun[1]}`}
            question={
              all.length === 1
                ? `Remove the one ${noun[0]} from this browser's history?`
                : `Remove all ${all.length} ${noun[1]} from this browser's history?`
            }
            onConfirm={clear}
          />
        )}
      </div>
      {all.length === 0 ? (
        <div className="muted">{empty}</div>
      ) : shown.length === 0 ? (
        <p className="muted">No {noun[1]} match the search.</p>
      ) : (
        <ul className="history-list">{shown.map(children)}</ul>
      )}
    </section>
  )
}
