import { useEffect, useRef, type ReactNode } from 'react'
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
  useEffect(() => line.current?.focus(), [focusKey])
  return (
    <Card id={id} className="result" title={title}>
      <p ref={line} tabIndex={-1} className="result-id">
        {idLine}
      </p>
      {children}
    </Card>
  )
}
