import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useFormat } from '../../components/use-format'

/** "42% · Sending 3 files" in the tab's title while a send goes, so a tab in the background still tells. */
export function useTitleProgress(progress: { percent: number; files: number } | null) {
  const original = useRef<string | null>(null)
  const { t } = useLingui()
  const f = useFormat()
  const percent = progress && f.count(progress.percent)
  const files = progress?.files ?? 0
  const text = progress ? t`${percent}% · Sending ${plural(files, { one: '# file', other: '# files' })}` : null
  useEffect(() => {
    if (text) {
      original.current ??= document.title
      document.title = text
    } else if (original.current !== null) {
      document.title = original.current
      original.current = null
    }
  }, [text])
  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current
    },
    [],
  )
}
