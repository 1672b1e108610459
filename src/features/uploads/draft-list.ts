import { useIntakeList } from '../../shared/file-intake'

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
    view: (): readonly Draft[] => drafts.slice(),
  }
}

/** The drafts with their intake (shared/file-intake.ts `useIntakeList`). */
export function useDrafts() {
  const { view: drafts, intake, remove, clear } = useIntakeList(createDraftList)
  return { drafts, intake, remove, clear }
}
