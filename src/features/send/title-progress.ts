import { useEffect, useRef } from 'react'
import { plural } from '../../components/words'

/** "42% · Sending 3 files" in the tab's title while a send goes, so a tab in the background still tells. */
export function useTitleProgress(progress: { percent: number; files: number } | null) {
  const original = useRef<string | null>(null)
  const text = progress ? `${progress.percent}% · Sending ${plural(progress.files, 'file')}` : null
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
