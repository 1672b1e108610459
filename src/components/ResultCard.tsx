import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { Card } from './Card'

/**
 * What a form made: its card, with the line that names the new id, where focus lands (each time
 * `focusKey` changes) so it is read out; then `children`, what to do next.
 */
export function ResultCard({
  id,
  title,
  focusKey,
  idLine,
  children,
}: {
  id: string
  title: ReactNode
  focusKey: string
  idLine: ReactNode
  children: ReactNode
}) {
  const line = useRef<HTMLParagraphElement>(null)
  // In the commit that shows the card (a layout effect): the form it replaces held the focus, and
  // not a moment passes with focus dropped to the page (nor a test that looks in between).
  useLayoutEffect(() => line.current?.focus(), [focusKey])
  return (
    <Card id={id} className="result" title={title}>
      <p ref={line} tabIndex={-1} className="result-id">
        {idLine}
      </p>
      {children}
    </Card>
  )
}
