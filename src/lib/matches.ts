/** Case-insensitive: does any of the record's fields contain every word of the query? */
export function matches(query: string, fields: Array<string | undefined>): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fields.filter(Boolean).join('\n').toLowerCase()
  return words.every((w) => haystack.includes(w))
}
