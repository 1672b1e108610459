import * as z from 'zod/mini'

const email = z.email()

export function isValidEmail(value: string): boolean {
  return email.safeParse(value).success
}

/** Quoted display names may hold commas or spaces, and are never addresses. */
const QUOTED = /"[^"]*"/g
const ANGLE = /<([^<>]*)>/g
/** What ends one address in a typed or pasted list (besides a space after an address). */
const SEPARATOR = /[,;\n\r]/

function tokensOfSegment(segment: string): string[] {
  const bracketed = [...segment.matchAll(ANGLE)].map((m) => (m[1] ?? '').trim())
  const words = segment.replace(ANGLE, ' ').split(/\s+/).map(stripMailto).filter(Boolean)
  // In "Ann Lee <ann@x.org>" the words outside the brackets are a name, unless one is itself an address.
  return bracketed.length ? [...bracketed, ...words.filter((w) => w.includes('@'))] : words
}

function stripMailto(value: string) {
  return value.trim().replace(/^mailto:/i, '')
}

/**
 * The addresses in what a person typed or pasted: separated by commas, semicolons, spaces or
 * new lines, with "Name <a@b.c>" forms reduced to the address. Order kept, nothing validated.
 */
export function splitRecipients(text: string): string[] {
  return text
    .replace(QUOTED, ' ')
    .split(new RegExp(`${SEPARATOR.source}+`))
    .flatMap(tokensOfSegment)
    .map(stripMailto)
    .filter(Boolean)
}

/** Adds `incoming` after `existing`, dropping case-insensitive duplicates of either; counts the drops. */
export function mergeRecipients(existing: readonly string[], incoming: readonly string[]) {
  const seen = new Set(existing.map((e) => e.toLowerCase()))
  const list = [...existing]
  let dropped = 0
  for (const address of incoming) {
    const key = address.toLowerCase()
    if (seen.has(key)) dropped += 1
    else {
      seen.add(key)
      list.push(address)
    }
  }
  return { list, dropped }
}

/**
 * Where the typed text can be cut into finished entries: at a comma, semicolon or line break,
 * and at a space once an address has been typed. Never inside "quotes" or <brackets>, so
 * `Ann Lee <ann@x.org>` can be typed as it reads.
 */
export function cutPoint(text: string): number {
  let cut = -1
  let quoted = false
  let angle = 0
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i)
    if (ch === '"') quoted = !quoted
    else if (quoted) continue
    else if (ch === '<') angle += 1
    else if (ch === '>') angle = Math.max(0, angle - 1)
    else if (angle === 0 && (SEPARATOR.test(ch) || (/\s/.test(ch) && text.slice(cut + 1, i).includes('@')))) cut = i
  }
  return cut
}
