import { useFormat } from './use-format'

export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const f = useFormat()
  const pct = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0
  return <progress className="progress" value={pct} max={100} aria-label={label} aria-valuetext={f.percent(pct)} />
}
