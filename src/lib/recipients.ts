import * as z from 'zod/mini'

/** Built at the first check, not when a page's chunk is evaluated. */
let built: z.ZodMiniEmail | undefined
const email = () => (built ??= z.email())

export function isValidEmail(value: string): boolean {
  return email().safeParse(value).success
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
  if (bracketed.length) return [...bracketed, ...words.filter((w) => w.includes('@'))]
  // Spaces part addresses ("a@x.org b@x.org"), not the words of what is none: "Eve Example" or
  // "bob at example.org" is one entry that is not an address, flagged as written, not two.
  return words.reduce<string[]>((entries, word, i) => {
    const joins = i > 0 && !word.includes('@') && !(words[i - 1] ?? '').includes('@')
    if (joins) entries[entries.length - 1] += ` ${word}`
    else entries.push(word)
    return entries
  }, [])
}

function stripMailto(value: string) {
  return value.trim().replace(/^mailto:/i, '')
}

/**
 * The entries in what a person typed or pasted: separated by commas, semicolons or new lines, and
 * by spaces around a word with an "@" (so "Eve Example" stays one entry), with "Name <a@b.c>"
 * forms reduced to the address. Order kept, nothing validated.
 */
export function splitRecipients(text: string): string[] {
  return text
    .replace(QUOTED, ' ')
    .split(new RegExp(`${SEPARATOR.source}+`))
    .flatMap(tokensOfSegment)
    .map(stripMailto)
    .filter(Boolean)
}

/** What adding entries to a list did: each new entry is in exactly one of added, invalid, repeated, already. */
export type Merged = {
  /** the list, then each new entry once */
  list: string[]
  /** new entries that are addresses */
  added: string[]
  /** new entries that are not addresses: in the list too, to be corrected or removed */
  invalid: string[]
  /** entries dropped as given more than once in `incoming` */
  repeated: number
  /** entries dropped as already in `existing` */
  already: number
}

/** Adds `incoming` after `existing`, dropping case-insensitive duplicates of either; counts each kind apart. */
export function mergeRecipients(existing: readonly string[], incoming: readonly string[]): Merged {
  const before = new Set(existing.map((e) => e.toLowerCase()))
  const seen = new Set<string>()
  const merged: Merged = { list: [...existing], added: [], invalid: [], repeated: 0, already: 0 }
  for (const address of incoming) {
    const key = address.toLowerCase()
    if (before.has(key)) merged.already += 1
    else if (seen.has(key)) merged.repeated += 1
    else {
      seen.add(key)
      merged.list.push(address)
      ;(isValidEmail(address) ? merged.added : merged.invalid).push(address)
    }
  }
  return merged
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
