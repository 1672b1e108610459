import { useEffect, useState } from 'react'
import type { FileIntake } from '../../lib/file-intake'
import { isValidEmail, splitRecipients } from '../../lib/recipients'
import { dropShares, listShares, type Share } from '../../lib/shares'
import { inTaskOfItsOwn } from '../../lib/yield-to-browser'
import { useNavigate } from '../../shared/routing'

/** The e-mail addresses in shares' titles and texts (a contact shared with a photo, a note naming them), each once. */
export function shareRecipients(shares: readonly Pick<Share, 'title' | 'text'>[]): string[] {
  const seen = new Set<string>()
  return shares
    .flatMap((s) => splitRecipients(`${s.title}\n${s.text}`))
    .filter((a) => isValidEmail(a) && !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()))
}

export type SharedFiles = {
  /** files shared to the app and listed on this page, and the addresses their text named */
  shared: { ids: string[]; files: number; recipients: string[] } | null
  /** the page was opened by a share whose files never reached the app (no worker took them) */
  lost: boolean
  /** a send took them: they no longer wait */
  sent: () => void
}

/**
 * Files shared from another app (the service worker keeps them, lib/shares.ts) are listed on the
 * Send page each time it opens, until a send takes them: a share made before signing in is
 * still here after it. The `?share=` the worker's answer carries is taken off the address.
 */
export function useSharedFiles(intake: FileIntake): SharedFiles {
  const navigate = useNavigate()
  const [asked] = useState(() => new URLSearchParams(window.location.search).get('share'))
  const [shared, setShared] = useState<SharedFiles['shared']>(null)
  const [lost, setLost] = useState(false)

  useEffect(() => {
    let live = true
    inTaskOfItsOwn(() => (live ? listShares() : [])).then(
      (shares) => {
        if (!live) return
        setLost(asked !== null && !shares.some((s) => s.id === asked))
        if (shares.length === 0) return
        const files = shares.flatMap((s) => s.files)
        intake.addFiles(files)
        setShared({ ids: shares.map((s) => s.id), files: files.length, recipients: shareRecipients(shares) })
      },
      () => live && setLost(asked !== null),
    )
    return () => {
      live = false
    }
  }, [asked, intake])

  useEffect(() => {
    if (asked !== null) navigate(window.location.pathname, { replace: true })
  }, [asked, navigate])

  return {
    shared,
    lost,
    sent: () => {
      if (shared) void dropShares(shared.ids).catch(() => undefined)
      setShared(null)
    },
  }
}
