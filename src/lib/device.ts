/** What the person's device is like, for texts that fit it ("tap" on a touch screen, no keyboard hint on a phone). */
export type Device = { touch: boolean; keyboard: boolean; pasteKeys: string }

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches

export function readDevice(): Device {
  // A primary pointer that is coarse is a finger; a fine one that can hover comes with a keyboard.
  const touch = matches('(pointer: coarse)')
  const apple = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  return { touch, keyboard: !touch && matches('(hover: hover) and (pointer: fine)'), pasteKeys: apple ? '⌘V' : 'Ctrl+V' }
}
