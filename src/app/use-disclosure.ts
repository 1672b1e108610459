import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useLocation } from '../shared/routing'

/**
 * A button that shows and hides a panel (aria-expanded on the button). Open only on the page it
 * was opened on, so following a link closes it; Escape inside closes it and gives focus back to
 * the button; `outside` also closes it on a click or focus elsewhere (a dropdown, not a panel).
 */
export function useDisclosure<Area extends HTMLElement = HTMLElement>({ outside = false }: { outside?: boolean } = {}) {
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const button = useRef<HTMLButtonElement>(null)
  const area = useRef<Area>(null)

  useEffect(() => {
    if (!open || !outside) return
    const elsewhere = (event: Event) => {
      if (event.target instanceof Node && !area.current?.contains(event.target)) setOpenOn(null)
    }
    document.addEventListener('pointerdown', elsewhere)
    document.addEventListener('focusin', elsewhere)
    return () => {
      document.removeEventListener('pointerdown', elsewhere)
      document.removeEventListener('focusin', elsewhere)
    }
  }, [open, outside])

  return {
    open,
    button,
    area,
    toggle: () => setOpenOn(open ? null : pathname),
    panelEvents: {
      onKeyDown(event: KeyboardEvent) {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpenOn(null)
        button.current?.focus()
      },
      // A link to the page already shown changes no path: close all the same.
      onClick(event: MouseEvent) {
        if (event.target instanceof Element && event.target.closest('a[href]')) setOpenOn(null)
      },
    },
  }
}
