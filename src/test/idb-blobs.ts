import { vi } from 'vitest'

/**
 * fake-indexeddb stores a value through Node's structuredClone, which does not know happy-dom's
 * Blob and File: they come back as plain objects, where a browser gives a Blob back. This lets a
 * test store one: Blobs (and instances of `alsoKept`, a stand-in for a cloneable browser object
 * such as a file handle) are kept as they are, everything else cloned as before.
 * `onBlob` is told of each Blob as it is stored or read (in the middle of the request, as a slow
 * write would let other code run). Undone by `vi.unstubAllGlobals()`.
 */
export function keepBlobsInIndexedDb(
  alsoKept: readonly (abstract new (...args: never[]) => unknown)[] = [],
  onBlob: (blob: Blob) => void = () => undefined,
) {
  const clone = globalThis.structuredClone
  const copy = (value: unknown): unknown => {
    if (value instanceof Blob) onBlob(value)
    if (value instanceof Blob || alsoKept.some((kind) => value instanceof kind)) return value
    if (Array.isArray(value)) return value.map(copy)
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
    return clone(value)
  }
  vi.stubGlobal('structuredClone', copy)
}
