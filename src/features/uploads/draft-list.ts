import { useCallback, useState } from 'react'
import { useFileIntake } from '../../shared/file-intake'

export type Draft = { key: string; file: File }

let nextDraft = 1

/** Files chosen but not yet uploaded, in the order given; the same file given twice is listed twice. */
export function createDraftList() {
  let drafts: Draft[] = []
  return {
    take(files: readonly File[]) {
      for (const file of files) drafts.push({ key: `draft-${nextDraft++}`, file })
    },
    remove(key: string) {
      drafts = drafts.filter((d) => d.key !== key)
    },
    clear() {
      drafts = []
    },
    /** a copy: what React holds does not change under it */
    view: (): readonly Draft[] => drafts.slice(),
  }
}

/** The drafts with their intake: React sees them once per publish, not once per file or slice. */
export function useDrafts() {
  const [list] = useState(createDraftList)
  const [drafts, setDrafts] = useState(list.view)
  const publish = useCallback(() => setDrafts(list.view()), [list])
  const intake = useFileIntake({ take: list.take, publish })
  const remove = useCallback(
    (key: string) => {
      list.remove(key)
      publish()
    },
    [list, publish],
  )
  const clear = useCallback(() => {
    intake.cancel()
    list.clear()
    publish()
  }, [intake, list, publish])
  return { drafts, intake, remove, clear }
}
