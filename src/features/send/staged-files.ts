import { visibleName } from '../../lib/format'
import { useMemo } from 'react'
import { useIntakeList } from '../../shared/file-intake'

/** react-dropzone (file-selector) sets `path` to a dropped file's place inside its folder. */
export function displayPath(file: File): string {
  const path = (file as File & { path?: string; webkitRelativePath?: string }).path || file.webkitRelativePath
  return visibleName(path ? path.replace(/^\.?\//, '') : file.name)
}

const identity = (file: File) => `${displayPath(file)}\u0000${file.size}\u0000${file.lastModified}`

export type StagedView = { files: File[]; skipped: number }

/**
 * Files chosen for the next send; the same file added twice (same path, size, date) is kept once.
 * Taken a slice at a time, each file looked up once in a set of those already here;
 * `skipped` counts the files of the latest drop, pick or paste that were here already.
 */
export function createStagedList() {
  let files: File[] = []
  const keys = new Set<string>()
  let skipped = 0
  return {
    take(incoming: readonly File[], first: boolean) {
      if (first) skipped = 0
      for (const file of incoming) {
        const key = identity(file)
        if (keys.has(key)) skipped++
        else {
          keys.add(key)
          files.push(file)
        }
      }
    },
    remove(file: File) {
      const at = files.indexOf(file)
      if (at === -1) return
      files = files.filter((f) => f !== file)
      keys.delete(identity(file))
    },
    clear() {
      files = []
      keys.clear()
      skipped = 0
    },
    view: (): StagedView => ({ files: files.slice(), skipped }),
  }
}

/** The staged list with its intake (shared/file-intake.ts `useIntakeList`). */
export function useStagedFiles() {
  const { view, intake, remove, clear } = useIntakeList(createStagedList)
  const totalBytes = useMemo(() => view.files.reduce((sum, f) => sum + f.size, 0), [view.files])
  return { files: view.files, skipped: view.skipped, totalBytes, intake, remove, clear }
}

/** The staged list as useStagedFiles gives it: files, counts, total size, intake and edits (FilePicker shows it). */
export type StagedFiles = ReturnType<typeof useStagedFiles>
