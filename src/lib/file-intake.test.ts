import { describe, expect, it, vi } from 'vitest'
import { createFileIntake, type IntakeOptions, type IntakeProgress } from './file-intake'
import { yieldToBrowser } from './yield-to-browser'

const files = (n: number, prefix = 'file') =>
  Array.from({ length: n }, (_, i) => new File([`${prefix} ${i}`], `${prefix}-${i}.txt`, { type: 'text/plain' }))

function dropOf(list: readonly File[]) {
  const dataTransfer = new DataTransfer()
  for (const file of list) dataTransfer.items.add(file)
  return { type: 'drop', dataTransfer }
}

/**
 * An intake whose target and yields are written down in order: `log` reads like
 * "take 1000, yield, take 1000, yield, …, publish".
 */
function recorded(options: IntakeOptions = {}) {
  const log: string[] = []
  const taken: File[] = []
  const firsts: number[] = []
  const progress: IntakeProgress[] = []
  const intake = createFileIntake(
    {
      take: (list, first) => {
        log.push(`take ${list.length}`)
        if (first) firsts.push(taken.length)
        taken.push(...list)
      },
      publish: () => log.push('publish'),
    },
    {
      yieldTo: async () => {
        log.push('yield')
        await yieldToBrowser()
      },
      ...options,
    },
  )
  intake.progress.subscribe((p) => progress.push(p))
  return { intake, log, taken, firsts, progress }
}

/** Each take is its own slice: between two takes the intake gave the browser a turn. */
function expectYieldBetweenTakes(log: string[]) {
  const takes = log.flatMap((entry, i) => (entry.startsWith('take') ? [i] : []))
  for (let k = 1; k < takes.length; k++) expect(log.slice(takes[k - 1], takes[k])).toContain('yield')
}

describe('file intake', () => {
  it('takes a 20,000-file drop in slices of at most 1,000, yielding between them, each file once and in order', async () => {
    const { intake, log, taken } = recorded()
    const dropped = files(20_000)
    await expect(intake.getFilesFromEvent(dropOf(dropped))).resolves.toEqual([])
    // The drop's own task read the items and nothing more: no file was handed on yet.
    expect(taken).toHaveLength(0)
    expect(intake.busy()).toBe(true)
    await intake.idle()

    expect(taken).toHaveLength(20_000)
    expect(new Set(taken).size).toBe(20_000)
    expect(taken.map((f) => f.name)).toEqual(dropped.map((f) => f.name))
    const takes = log.filter((entry) => entry.startsWith('take'))
    expect(takes).toHaveLength(20)
    expect(takes.every((t) => t === 'take 1000')).toBe(true)
    expect(log.filter((entry) => entry === 'yield').length).toBeGreaterThanOrEqual(20)
    expectYieldBetweenTakes(log)
    expect(log.at(-1)).toBe('publish')
    expect(intake.busy()).toBe(false)
  })

  it('gives file-selector what it gave before: a path for each file, and no .DS_Store', async () => {
    const { intake, taken } = recorded()
    void intake.getFilesFromEvent(dropOf([...files(3), new File([''], '.DS_Store')]))
    await intake.idle()
    expect(taken.map((f) => (f as File & { path?: string }).path)).toEqual(['./file-0.txt', './file-1.txt', './file-2.txt'])
  })

  it('tells how far it is once it has taken a moment, then says nothing again', async () => {
    let clock = 0
    const { intake, progress } = recorded({ now: () => (clock += 10), showAfterMs: 50, publishEveryMs: 0 })
    void intake.getFilesFromEvent(dropOf(files(5_000)))
    await intake.idle()
    const shown = progress.filter((p) => p.shown)
    expect(shown.length).toBeGreaterThanOrEqual(3)
    expect(shown.every((p) => p.expected === 5_000)).toBe(true)
    // Intermediate counts, not only the end.
    expect(shown.some((p) => p.taken > 0 && p.taken < 5_000)).toBe(true)
    expect(shown.map((p) => p.taken)).toEqual([...shown.map((p) => p.taken)].sort((a, b) => a - b))
    expect(progress[0]).toMatchObject({ adding: true, shown: false })
    expect(progress.at(-1)).toEqual({ adding: false, shown: false, taken: 0, expected: 0 })
  })

  it('publishes at most once per interval while a drop comes in, and at its end', async () => {
    let clock = 0
    // 1 ms a look at the clock: publishes come far apart from the slices.
    const { intake, log } = recorded({ now: () => clock++, publishEveryMs: 20 })
    void intake.getFilesFromEvent(dropOf(files(10_000)))
    await intake.idle()
    const publishes = log.filter((entry) => entry === 'publish').length
    expect(publishes).toBeGreaterThanOrEqual(2)
    expect(publishes).toBeLessThan(10)
    expect(log.at(-1)).toBe('publish')
  })

  it('takes a second drop that comes during the first after it, losing and repeating nothing', async () => {
    const { intake, log, taken, firsts } = recorded()
    const first = files(6_000, 'a')
    const second = files(2_500, 'b')
    void intake.getFilesFromEvent(dropOf(first))
    while (log.filter((entry) => entry.startsWith('take')).length < 2) await yieldToBrowser()
    void intake.getFilesFromEvent(dropOf(second))
    await intake.idle()
    expect(taken.map((f) => f.name)).toEqual([...first, ...second].map((f) => f.name))
    // Each drop starts with a `first` slice: the page counts its duplicates afresh.
    expect(firsts).toEqual([0, 6_000])
    expectYieldBetweenTakes(log)
  })

  it('counts the second drop into the total it shows', async () => {
    let clock = 0
    const { intake, progress, log } = recorded({ now: () => (clock += 10), showAfterMs: 0, publishEveryMs: 0 })
    void intake.getFilesFromEvent(dropOf(files(3_000, 'a')))
    while (!log.includes('take 1000')) await yieldToBrowser()
    void intake.getFilesFromEvent(dropOf(files(2_000, 'b')))
    await intake.idle()
    expect(progress.filter((p) => p.shown).at(-1)).toMatchObject({ taken: 5_000, expected: 5_000 })
  })

  it('forgets what is left when cancelled, and takes the next drop as usual', async () => {
    const { intake, log, taken } = recorded()
    void intake.getFilesFromEvent(dropOf(files(10_000, 'a')))
    void intake.getFilesFromEvent(dropOf(files(10_000, 'b')))
    while (!log.includes('take 1000')) await yieldToBrowser()
    intake.cancel()
    const before = taken.length
    expect(before).toBeLessThan(10_000)
    await intake.idle()
    expect(taken).toHaveLength(before)

    void intake.getFilesFromEvent(dropOf(files(1_500, 'c')))
    await intake.idle()
    expect(taken.slice(before).map((f) => f.name)).toEqual(files(1_500, 'c').map((f) => f.name))
  })

  it('takes a picked list (input change), a paste, and files in hand the same way', async () => {
    const { intake, taken, log } = recorded()
    void intake.getFilesFromEvent({ type: 'change', target: { files: files(2_500, 'picked') } })
    void intake.getFilesFromEvent({ type: 'paste', clipboardData: { items: [], files: files(2, 'pasted') } })
    intake.addFiles(files(1_200, 'folder'))
    await intake.idle()
    expect(taken).toHaveLength(2_500 + 2 + 1_200)
    expect(taken[0]).toHaveProperty('path', './picked-0.txt')
    expect(taken.at(-1)!.name).toBe('folder-1199.txt')
    expectYieldBetweenTakes(log)
  })

  it('reads a dropped folder through its entries, and counts its files as they come', async () => {
    let clock = 0
    const { intake, taken, progress } = recorded({ now: () => (clock += 10), showAfterMs: 0 })
    const inside = files(250, 'in')
    const entryOf = (file: File, dir: string) => ({
      isDirectory: false,
      isFile: true,
      fullPath: dir ? `/${dir}/${file.name}` : `/${file.name}`,
      file: (done: (f: File) => void) => done(file),
    })
    // Chromium hands a folder's entries 100 at a time.
    const batches = [inside.slice(0, 100), inside.slice(100, 200), inside.slice(200), []]
    const folder = {
      isDirectory: true,
      isFile: false,
      fullPath: '/photos',
      createReader: () => ({
        readEntries: (done: (e: unknown[]) => void) => done(batches.shift()!.map((f) => entryOf(f, 'photos'))),
      }),
    }
    const loose = new File(['x'], 'loose.txt')
    const item = (entry: unknown, file: File | null) => ({ kind: 'file', webkitGetAsEntry: () => entry, getAsFile: () => file })
    void intake.getFilesFromEvent({
      type: 'drop',
      dataTransfer: { items: [item(folder, null), item(entryOf(loose, ''), loose)] },
    })
    await intake.idle()
    expect(taken.map((f) => (f as File & { path?: string }).path)).toEqual([
      ...inside.map((f) => `/photos/${f.name}`),
      '/loose.txt',
    ])
    expect(progress.filter((p) => p.shown).at(-1)).toMatchObject({ taken: 251, expected: null })
  })

  it('reports a slice it cannot read and still takes the others', async () => {
    const onError = vi.fn()
    const { intake, taken } = recorded({ onError })
    const good = files(2_500)
    const bad = { kind: 'file', webkitGetAsEntry: () => null, getAsFile: () => null }
    const items = [...good.slice(0, 1000).map((f) => ({ kind: 'file', getAsFile: () => f })), bad]
    items.push(...good.slice(1000).map((f) => ({ kind: 'file', getAsFile: () => f })))
    void intake.getFilesFromEvent({ type: 'drop', dataTransfer: { items } })
    await intake.idle()
    expect(onError).toHaveBeenCalledTimes(1)
    // The slice with the unreadable item (files 1000–1998) is lost, as a whole drop was before.
    expect(taken.map((f) => f.name)).toEqual([...good.slice(0, 1000), ...good.slice(1999)].map((f) => f.name))
  })

  it('leaves drag events (no files to take yet) to file-selector', async () => {
    const { intake, taken } = recorded()
    const dataTransfer = new DataTransfer()
    dataTransfer.items.add(new File(['x'], 'x.txt', { type: 'text/plain' }))
    const items = await intake.getFilesFromEvent({ type: 'dragenter', dataTransfer })
    expect(items).toHaveLength(1)
    expect(intake.busy()).toBe(false)
    expect(taken).toHaveLength(0)
  })
})
