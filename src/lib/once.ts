/**
 * `build()`'s value, built at the first call and kept. For what a module would otherwise build
 * when it is evaluated (a zod schema: zod makes every part of it at once), so that a page's
 * first load pays for it only when, and if, it is used, and not inside the task that evaluates
 * the page's chunk.
 */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined
  return () => (built ??= { value: build() }).value
}
