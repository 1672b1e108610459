/** The entries of the 300 pasted lines that are not addresses, in their order. */
export const NOT_ADDRESSES = ['not-an-address', 'bob@', 'carol@example', 'dave@@example.com', 'Eve Example']

/** 300 lines as a person pastes them from a spreadsheet: 295 addresses and the 5 entries above. */
export function pastedList(): string[] {
  const lines = Array.from({ length: 300 }, (_, i) => `person${i}@example.com`)
  NOT_ADDRESSES.forEach((entry, i) => (lines[i * 60 + 7] = entry))
  return lines
}
