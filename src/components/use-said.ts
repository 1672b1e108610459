import { useEffect, useState } from 'react'

/** How long a live region stays empty before the same words come again. */
export const SAID_AGAIN_MS = 100

/**
 * The words a live region holds, said only for what the person did (issue 32): nothing until
 * `cause` first changes after the region is shown (what a page opens with is never said), then
 * `text`, worded as it is now (a language chosen re-words it). Give words that change only with
 * their cause. A new cause with the same words ("1 file added." for each of two drops) would be no
 * change to the region, so it is emptied for a moment first and they are said again.
 */
export function useSaid(text: string, cause: unknown): string {
  const [said, setSaid] = useState({ cause, text: '', caused: false, again: false })
  if (!Object.is(cause, said.cause)) setSaid({ cause, text, caused: true, again: text !== '' && text === said.text })
  useEffect(() => {
    if (!said.again) return
    const timer = setTimeout(() => setSaid((now) => (now === said ? { ...now, again: false } : now)), SAID_AGAIN_MS)
    return () => clearTimeout(timer)
  }, [said])
  return said.caused && !said.again ? text : ''
}
