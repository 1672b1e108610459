import { formatCount } from '../lib/format'

/** "1 file", "3 files": English words, so the interface's, not lib's. */
export function plural(n: number, one: string, many = `${one}s`) {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}

/** "a, b, c and 12 more": the first `shown` of a list, and how many it leaves out. */
export function firstOf(items: readonly string[], shown: number) {
  const more = items.length - shown
  return more > 0 ? `${items.slice(0, shown).join(', ')} and ${formatCount(more)} more` : items.join(', ')
}

/** Under an id the page just got, when this browser's history could not keep it. */
export const notKeptInHistory = 'It could not be kept in this browser’s history, so note the id.'
