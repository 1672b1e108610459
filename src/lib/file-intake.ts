import { fromEvent } from 'file-selector'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { captureDrop, capturePaste, type DroppedItem } from './drop-capture'
import { yieldToBrowser } from './yield-to-browser'

/**
 * Takes in the files of a drop, a pick or a paste a slice at a time, yielding to the browser
 * between slices, so 50,000 files never make one long task. What must happen during the event
 * happens during it (a drop's items are readable only then); the rest, react-dropzone's
 * file-selector per file (path, handle, type, folders, ignored files), then the page's own
 * de-duplication and list, runs slice by slice. Drops arriving meanwhile wait their turn, in order.
 */
export type FileIntake = {
  /** for react-dropzone's `getFilesFromEvent`: takes a drop, pick or paste in and gives it nothing to do */
  getFilesFromEvent: (event: unknown) => Promise<Array<File | DataTransferItem>>
  /** files already in hand (a folder input, a paste the page caught itself) */
  addFiles: (files: ArrayLike<File>) => void
  /** forgets what is still to be taken in (the list was cleared, the page left) */
  cancel: () => void
  busy: () => boolean
  /** resolves once nothing is left to take in */
  idle: () => Promise<void>
  /** changes only when a drop starts, at its publishes and when it ends */
  progress: Omit<StoreApi<IntakeProgress>, 'setState'>
}

export type IntakeProgress = {
  /** files are being taken in */
  adding: boolean
  /** taking in has lasted long enough to say so */
  shown: boolean
  /** files read since the intake was last idle */
  taken: number
  /** files expected in all, or null once a folder is among them (its content counts as it comes) */
  expected: number | null
}

export type IntakeTarget = {
  /** the next files, in order; `first`: the first of a drop, pick or paste */
  take: (files: File[], first: boolean) => void
  /** time to render what `take` was given: at most once per `publishEveryMs`, and at each drop's end */
  publish: () => void
}

export type IntakeOptions = {
  sliceSize?: number
  publishEveryMs?: number
  showAfterMs?: number
  now?: () => number
  yieldTo?: () => Promise<void>
  onError?: (error: unknown) => void
}

type Source = {
  entries: readonly unknown[]
  read: (slice: unknown[]) => Promise<File[]>
  /** whether a slice holds a folder, whose files are not counted in advance */
  hasFolder?: (slice: unknown[]) => boolean
}

const IDLE: IntakeProgress = { adding: false, shown: false, taken: 0, expected: 0 }

export function createFileIntake(target: IntakeTarget, options: IntakeOptions = {}): FileIntake {
  // ~5 µs a file in file-selector on a desktop Chromium: a slice is a few ms, far from 50.
  const sliceSize = options.sliceSize ?? 1000
  // A render of 50,000 listed rows costs ~15 ms: a few of them, not one per slice.
  const publishEveryMs = options.publishEveryMs ?? 150
  const showAfterMs = options.showAfterMs ?? 300
  const now = options.now ?? (() => performance.now())
  const yieldTo = options.yieldTo ?? yieldToBrowser
  const onError = options.onError ?? ((error: unknown) => console.error(error))

  let queue: Source[] = []
  let running = false
  let generation = 0
  let startedAt = 0
  let taken = 0
  let expected = 0
  let folders = false
  const progress = createStore<IntakeProgress>()(() => IDLE)
  let waiters: Array<() => void> = []

  const showProgress = () => {
    if (now() - startedAt >= showAfterMs)
      progress.setState({ adding: true, shown: true, taken, expected: folders ? null : expected }, true)
  }

  const enqueue = (source: Source) => {
    if (!running && queue.length === 0) {
      startedAt = now()
      taken = 0
      expected = 0
      folders = false
    }
    expected += source.entries.length
    queue.push(source)
    if (!progress.getState().adding) progress.setState({ ...IDLE, adding: true }, true)
    if (!running) void run()
  }

  async function run() {
    running = true
    let lastPublish = -Infinity
    // A big drop has already cost its event ~2 µs a file (reading every item, above all asking
    // for its handle): its first slice waits for a task of its own.
    if (queue[0]!.entries.length > sliceSize) await yieldTo()
    while (queue.length > 0) {
      const source = queue[0]!
      const mine = generation
      const { entries } = source
      for (let at = 0, first = true; first || at < entries.length; at += sliceSize, first = false) {
        const slice = entries.slice(at, at + sliceSize)
        if (source.hasFolder?.(slice)) folders = true
        let files: File[] = []
        try {
          files = await source.read(slice)
        } catch (error) {
          // One slice lost, not the whole drop: file-selector refuses a slice on one unreadable item.
          onError(error)
        }
        if (mine !== generation) break
        target.take(files, first)
        taken += files.length
        const last = at + sliceSize >= entries.length
        if (last || now() - lastPublish >= publishEveryMs) {
          target.publish()
          lastPublish = now()
          showProgress()
        }
        if (last && queue.length === 1) break
        await yieldTo()
        if (mine !== generation) break
      }
      if (mine === generation) queue.shift()
    }
    running = false
    progress.setState(IDLE, true)
    const done = waiters
    waiters = []
    done.forEach((w) => w())
  }

  const capture = (event: unknown): Source | null => {
    if (Array.isArray(event)) return { entries: event, read: (slice) => filesOf(fromEvent(slice)) }
    if (!isObject(event)) return null
    const {
      dataTransfer,
      clipboardData,
      target: input,
      type,
    } = event as {
      dataTransfer?: DataTransfer | null
      clipboardData?: DataTransfer | null
      target?: { files?: FileList | null } | null
      type?: string
    }
    // The same order of tests as file-selector's fromEvent.
    if (isObject(dataTransfer)) {
      if (type !== 'drop') return null
      return {
        entries: captureDrop(dataTransfer),
        read: (slice) => filesOf(fromEvent({ type: 'drop', dataTransfer: { items: slice } })),
        hasFolder: (slice) => (slice as DroppedItem[]).some((item) => item.isFolder()),
      }
    }
    if (isObject(clipboardData)) {
      return {
        entries: capturePaste(clipboardData),
        read: (slice) => filesOf(fromEvent({ clipboardData: { items: [], files: slice } })),
      }
    }
    if (isObject(input)) {
      return { entries: Array.from(input.files ?? []), read: (slice) => filesOf(fromEvent({ target: { files: slice } })) }
    }
    return null
  }

  return {
    getFilesFromEvent(event) {
      const source = capture(event)
      if (!source) return fromEvent(event)
      enqueue(source)
      // react-dropzone's onDrop would have them all at once; the target gets them slice by slice.
      return Promise.resolve([])
    },
    addFiles(files) {
      enqueue({ entries: Array.from(files), read: (slice) => Promise.resolve(slice as File[]) })
    },
    cancel() {
      generation++
      queue = []
      startedAt = now()
      taken = 0
      expected = 0
      folders = false
      progress.setState(IDLE, true)
    },
    busy: () => running,
    idle: () => (running ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    progress,
  }
}

async function filesOf(read: Promise<Array<File | DataTransferItem>>): Promise<File[]> {
  return (await read).filter((f): f is File => f instanceof File)
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}
