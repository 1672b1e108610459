/**
 * Copies `text`: through the Clipboard API where the browser allows it, else by selecting it in
 * a field out of sight and `document.execCommand('copy')` (no Clipboard API: an insecure
 * context, an older Safari; or a refused one). False when neither worked: the caller then shows
 * the text selected, for the person to copy.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (permission, focus, a Firefox or Safari rule): the old way may still work.
  }
  return copyBySelection(text)
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.readOnly = true
  field.className = 'visually-hidden'
  field.setAttribute('aria-hidden', 'true')
  const focused = document.activeElement
  document.body.append(field)
  // Focused and selected by range: select() alone selects nothing in iOS Safari.
  field.focus()
  field.setSelectionRange(0, text.length)
  let copied = false
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    copied = false
  }
  field.remove()
  if (focused instanceof HTMLElement) focused.focus()
  return copied
}
