/** One line of the summary: a measurement next to what it is compared with and its target. */
export type Row = {
  metric: string
  measured: string
  reference: string
  ratio: string
  target: string
  met: boolean | null
}

export const mib = (bytes: number) => bytes / 1024 / 1024
export const fixed = (n: number, digits = 2) => n.toFixed(digits)
export const mbps = (bytes: number, ms: number) => `${fixed(mib(bytes) / (ms / 1000), 0)} MiB/s`

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The geometric mean: the mean of ratios (a ratio and its inverse cancel out). */
export function geometricMean(values: number[]): number {
  return Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length)
}

export function printTable(rows: Row[]) {
  const header = ['metric', 'measured', 'reference', 'ratio', 'target', 'met?']
  const cells = rows.map((r) => [
    r.metric,
    r.measured,
    r.reference,
    r.ratio,
    r.target,
    r.met === null ? 'n/a' : r.met ? 'yes' : 'NO',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const c of cells) console.log(line(c))
}
