/** What the person's device is like, for texts that fit it ("tap" on a touch screen, no keyboard hint on a phone). */
export type Device = { touch: boolean; keyboard: boolean; pasteKeys: string }

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches

export function readDevice(): Device {
  // A primary pointer that is coarse is a finger; a fine one that can hover comes with a keyboard.
  const touch = matches('(pointer: coarse)')
  const apple = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  return { touch, keyboard: !touch && matches('(hover: hover) and (pointer: fine)'), pasteKeys: apple ? '⌘V' : 'Ctrl+V' }
}

/**
 * An iPhone or iPad browser tab, not the installed app: iOS installs only through Share → Add to
 * Home Screen, and tells no page when that is possible (no install prompt), so the app says how.
 */
export function installableByHand(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  const installed =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || matches('(display-mode: standalone)')
  return ios && !installed
}
