import { useEffect, useState } from 'react'
import { canPreview, makeThumbnail, THUMBNAIL_PX } from '../lib/thumbnails'
import { FileIcon } from './FileIcon'

/** An image's preview once the worker has made it, else (and until then) the file-type icon. Decorative. */
export function FileThumb({ file, name }: { file: File; name: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!canPreview(file)) return
    const abort = new AbortController()
    let made: string | null = null
    void makeThumbnail(file, abort.signal).then((blob) => {
      if (!blob || abort.signal.aborted) return
      made = URL.createObjectURL(blob)
      setUrl(made)
    })
    return () => {
      abort.abort()
      if (made) URL.revokeObjectURL(made)
    }
  }, [file])
  if (!url) return <FileIcon type={file.type} name={name} />
  return (
    <img className="file-thumb" src={url} alt="" width={THUMBNAIL_PX / 2} height={THUMBNAIL_PX / 2} data-testid="file-thumb" />
  )
}
