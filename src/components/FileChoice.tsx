import { visibleName } from '../lib/format'
import { Name } from './Name'
import { useFormat } from './use-format'

/** A file of a list to tick or untick: its name (isolated) as the box's label, then its size. */
export function FileChoice({
  name,
  size,
  checked,
  onChange,
}: {
  name: string
  size: number
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const f = useFormat()
  return (
    <li>
      <label className="inline-choice">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className="staged-name">
          <Name>{visibleName(name)}</Name>
        </span>
      </label>
      <span className="muted">{f.bytes(size)}</span>
    </li>
  )
}
