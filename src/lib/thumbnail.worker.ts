/// <reference lib="webworker" />
// Small previews of images, made here so decoding never blocks the page: one file at a time
// (the page sends them one by one), decoded straight to the preview's size where the browser can.
type Ask = { id: number; file: File; size: number }
type Answer = { id: number; blob: Blob | null }

self.onmessage = async ({ data }: MessageEvent<Ask>) => {
  let blob: Blob | null = null
  try {
    const bitmap = await createImageBitmap(data.file)
    const scale = Math.min(1, data.size / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = new OffscreenCanvas(width, height)
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
    bitmap.close()
    blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 })
  } catch {
    // Not an image this browser decodes: the page keeps the file-type icon.
  }
  self.postMessage({ id: data.id, blob } satisfies Answer)
}
