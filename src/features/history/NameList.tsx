import { Fragment } from 'react'
import { useFormat } from '../../components/use-format'
import { Name } from '../../components/Name'

/** A placeholder per name, that no language's list separators contain. */
const slot = (i: number) => `\uE000${i}\uE001`
const slots = /\uE000(\d+)\uE001/

/**
 * Names in a line, joined as the language shown joins a list (", " / "、" / "، "), each isolated
 * (`<bdi>`) so a right-to-left name does not carry the separators with it. The language's list
 * is written with placeholders, then each placeholder becomes its name.
 */
export function NameList({ names }: { names: readonly string[] }) {
  const f = useFormat()
  const parts = f
    .list(
      names.map((_, i) => slot(i)),
      'unit',
    )
    .split(slots)
  // split() with a group: separators at even places, the names' indexes at odd ones.
  return parts.map((part, i) => <Fragment key={i}>{i % 2 ? <Name>{names[Number(part)] ?? ''}</Name> : part}</Fragment>)
}
