/**
 * What a drop or paste must give up during its event (afterwards Chromium empties the list),
 * read for every item at once; file-selector reads the rest later, a slice at a time
 * (file-intake.ts).
 */

/**
 * A dropped item as it was during the drop: its file, entry and File System Access handle are
 * asked for then (afterwards Chromium empties the list), and handed to file-selector later.
 */
export class DroppedItem {
  readonly kind = 'file'
  constructor(
    private readonly file: File | null,
    private readonly entry: FileSystemEntry | null,
    private readonly handle: Promise<unknown> | undefined,
  ) {}
  getAsFile() {
    return this.file
  }
  webkitGetAsEntry() {
    return this.entry
  }
  getAsFileSystemHandle() {
    return this.handle
  }
  isFolder() {
    return this.entry?.isDirectory === true
  }
}

type WithHandle = DataTransferItem & { getAsFileSystemHandle?: () => Promise<unknown> }

/** What file-selector asks of each item before its first await, asked now, for every item. */
export function captureDrop(dataTransfer: DataTransfer): DroppedItem[] {
  const items = dataTransfer.items as DataTransferItemList | null | undefined
  if (!items) return []
  const secure = globalThis.isSecureContext === true
  const captured: DroppedItem[] = []
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as WithHandle
    if (item.kind !== 'file') continue
    const entry = typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null
    const file = item.getAsFile()
    let handle: Promise<unknown> | undefined
    if (secure && typeof item.getAsFileSystemHandle === 'function') {
      handle = item.getAsFileSystemHandle()
      // Awaited later, by its slice: a refusal meanwhile is not an unhandled one.
      handle.catch(() => undefined)
    }
    captured.push(new DroppedItem(file, entry, handle))
  }
  return captured
}

/** file-selector's reading of a paste: the file items, else the file list. */
export function capturePaste(clipboardData: DataTransfer): File[] {
  const fromItems = Array.from(clipboardData.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null)
  return fromItems.length > 0 ? fromItems : Array.from(clipboardData.files ?? [])
}
