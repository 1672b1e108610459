const units = ['bytes', 'KB', 'MB', 'GB', 'TB']

/** 1 KB = 1024 bytes; one decimal above bytes, so "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${formatCount(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—'
  if (seconds < 60) return `${Math.ceil(seconds)} s`
  const m = Math.floor(seconds / 60)
  if (m < 60) return `${m} min ${Math.round(seconds % 60)} s`
  return `${Math.floor(m / 60)} h ${m % 60} min`
}

/**
 * Only http: and https: links from a server become clickable. A relative link is read against
 * `base` (the surface that sent it), as a browser would follow it.
 */
export function safeHttpUrl(value: string, base?: string): string | null {
  try {
    const url = new URL(value, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A count as people read it: 50,000, not 50000. */
export const formatCount = (n: number) => n.toLocaleString('en-US')

/** A count or size the server sent: a whole number of at least 0 that JavaScript holds exactly, else null. */
export function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null
}

/**
 * Direction controls (U+202A–202E, U+2066–2069, U+200E/200F, U+061C) let a name such as
 * "invoice\u202Efdp.exe" show as "invoiceexe.pdf". Shown as a visible marker instead, so a name
 * reads in the order its characters really have.
 */
export function visibleName(name: string): string {
  return name.replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, '\uFFFD')
}
