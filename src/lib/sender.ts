/**
 * The sender's address last used on this device (Send or Upload), offered next time when /me
 * does not say it. localStorage, forgotten on sign-out with the drafts.
 */
const KEY = 'consign.sender'

export function lastSender(): string {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberSender(email: string) {
  try {
    if (email.trim()) localStorage.setItem(KEY, email.trim())
  } catch {
    // storage refused: the address is typed again next time, nothing else is lost
  }
}

export function forgetSender() {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // storage refused: nothing was kept
  }
}
