import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type ReactNode } from 'react'

/** Up to this many rows the list is a plain list in the page's flow, without its own scrollbar. */
const PLAIN_UP_TO = 40

type Props<T> = {
  rows: readonly T[]
  rowKey: (row: T) => string
  renderRow: (row: T) => ReactNode
  label: string
  estimate?: number
}

/** A list of any length: past a few dozen rows only those in view are rendered, so 5,000 files cost what 20 do. */
export function VirtualList<T>(props: Props<T>) {
  if (props.rows.length > PLAIN_UP_TO) return <WindowedList {...props} />
  return (
    <ul className="plain-list" aria-label={props.label}>
      {props.rows.map((row) => (
        <li key={props.rowKey(row)}>{props.renderRow(row)}</li>
      ))}
    </ul>
  )
}

function WindowedList<T>({ rows, rowKey, renderRow, label, estimate = 64 }: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  // The React Compiler is not in this build, so its "cannot memoize" notice does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimate,
    overscan: 8,
    getItemKey: (index) => (rows[index] ? rowKey(rows[index]) : index),
  })
  return (
    <div ref={scroller} className="virtual-list" role="region" aria-label={label} tabIndex={0}>
      <ul style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index]
          return (
            row !== undefined && (
              <li
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                aria-setsize={rows.length}
                aria-posinset={v.index + 1}
                style={{ transform: `translateY(${v.start}px)` }}
              >
                {renderRow(row)}
              </li>
            )
          )
        })}
      </ul>
    </div>
  )
}
