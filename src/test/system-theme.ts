import { expect, vi } from 'vitest'

/** A system that prefers dark (or not), as matchMedia reports it. */
export function systemPrefers(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.spyOn(window, 'matchMedia').mockImplementation((q) => {
    expect(q).toBe('(prefers-color-scheme: dark)')
    return query as unknown as MediaQueryList
  })
  return {
    switchTo(next: boolean) {
      dark = next
      listeners.forEach((l) => l())
    },
  }
}
