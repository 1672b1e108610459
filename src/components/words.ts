import { formatCount } from '../lib/format'

/** "1 file", "3 files": English words, so the interface's, not lib's. */
export function plural(n: number, one: string, many = `${one}s`) {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}
