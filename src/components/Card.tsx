import type { ReactNode, Ref } from 'react'

/**
 * A card: a section named by its heading (`id` is the heading's). Given `headingRef`, the heading
 * takes the focus when the page sends it there.
 */
export function Card({
  id,
  className,
  title,
  headingRef,
  children,
}: {
  id: string
  className: string
  title: ReactNode
  headingRef?: Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  return (
    <section className={`card ${className}`} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  )
}
