// Times the app's own hashFile (worker and all) on the file picked in the input.
import { hashFile } from '../../src/lib/hash-file'

export type HashRun = { hex: string; ms: number; bytes: number }
export type HashBench = { hash: (chunkSize?: number) => Promise<HashRun>; warm: () => Promise<string> }

const input = document.querySelector<HTMLInputElement>('#file')!

const bench: HashBench = {
  async hash(chunkSize) {
    const file = input.files?.[0]
    if (!file) throw new Error('no file picked')
    const start = performance.now()
    const hex = await hashFile(file, 'sha256', { chunkSize })
    return { hex, ms: performance.now() - start, bytes: file.size }
  },
  /** loads the worker module and compiles the WASM once, so timed runs measure hashing */
  warm: () => hashFile(new Blob([new Uint8Array(16)]), 'sha256'),
}
Object.assign(window, { bench })
document.title = 'bench: hash ready'
