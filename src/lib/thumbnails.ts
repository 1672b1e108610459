/**
 * Image previews for the file list, made in a Web Worker one at a time, so a drop of many photos
 * never blocks the page and memory stays bounded: one image decoded at a time, only files a
 * browser can decode and of a bounded size, each preview a few kilobytes.
 */
export const THUMBNAIL_PX = 80
/** Larger images keep their icon: decoding one would take hundreds of megabytes. */
export const THUMBNAIL_MAX_BYTES = 40 * 1024 * 1024
const DECODABLE = /^image\/(png|jpeg|gif|webp|avif|bmp)$/

export function canPreview(file: File): boolean {
  return DECODABLE.test(file.type) && file.size > 0 && file.size <= THUMBNAIL_MAX_BYTES
}

type Job = { file: File; resolve: (blob: Blob | null) => void; signal: AbortSignal }
const waiting: Job[] = []
let worker: Worker | null = null
let busy = false
let nextId = 1

function pump() {
  if (busy) return
  let job = waiting.shift()
  while (job?.signal.aborted) {
    job.resolve(null)
    job = waiting.shift()
  }
  if (!job) return
  busy = true
  worker ??= new Worker(new URL('./thumbnail.worker.ts', import.meta.url), { type: 'module' })
  const id = nextId++
  const current = job
  const done = (blob: Blob | null) => {
    worker?.removeEventListener('message', onMessage)
    worker?.removeEventListener('error', onError)
    busy = false
    current.resolve(blob)
    pump()
  }
  const onMessage = ({ data }: MessageEvent<{ id: number; blob: Blob | null }>) => data.id === id && done(data.blob)
  const onError = () => {
    worker?.terminate()
    worker = null
    done(null)
  }
  worker.addEventListener('message', onMessage)
  worker.addEventListener('error', onError)
  worker.postMessage({ id, file: current.file, size: THUMBNAIL_PX })
}

/** A preview of `file` as a small image Blob, or null (not an image, too large, undecodable, aborted). */
export function makeThumbnail(file: File, signal: AbortSignal): Promise<Blob | null> {
  if (!canPreview(file) || typeof Worker === 'undefined') return Promise.resolve(null)
  return new Promise((resolve) => {
    waiting.push({ file, resolve, signal })
    pump()
  })
}
