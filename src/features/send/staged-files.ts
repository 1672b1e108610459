import { visibleName } from '../../lib/format'
import { useCallback, useMemo, useState } from 'react'

/** react-dropzone (file-selector) sets `path` to a dropped file's place inside its folder. */
export function displayPath(file: File): string {
  const path = (file as File & { path?: string; webkitRelativePath?: string }).path || file.webkitRelativePath
  return visibleName(path ? path.replace(/^\.?\//, '') : file.name)
}

const identity = (file: File) => `${displayPath(file)}\u0000${file.size}\u0000${file.lastModified}`

/** Files chosen for the next send; the same file added twice (same path, size, date) is kept once. */
export function useStagedFiles() {
  const [files, setFiles] = useState<File[]>([])
  const [skipped, setSkipped] = useState(0)

  const add = useCallback((incoming: readonly File[]) => {
    setFiles((current) => {
      const seen = new Set(current.map(identity))
      const fresh = incoming.filter((f) => {
        const key = identity(f)
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
      setSkipped(incoming.length - fresh.length)
      return fresh.length ? [...current, ...fresh] : current
    })
  }, [])

  const remove = useCallback((file: File) => setFiles((current) => current.filter((f) => f !== file)), [])
  const clear = useCallback(() => {
    setFiles([])
    setSkipped(0)
  }, [])

  const totalBytes = useMemo(() => files.reduce((sum, f) => sum + f.size, 0), [files])
  return { files, skipped, totalBytes, add, remove, clear }
}
