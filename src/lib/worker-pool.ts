/**
 * At most `size` workers at work; jobs beyond that wait their turn. A worker given back healthy
 * goes to the next job waiting (or stays idle for a later one); one given back broken (stalled,
 * cancelled mid-job) is terminated and, if a job waits, replaced.
 */
export function createWorkerPool<W extends { terminate(): void }>(size: number, create: () => W) {
  const limit = Math.max(1, size)
  const idle: W[] = []
  const waiting: Array<{ take: (worker: W) => void }> = []
  let working = 0

  return {
    acquire(signal?: AbortSignal): Promise<W> {
      if (signal?.aborted) return Promise.reject(new DOMException('cancelled', 'AbortError'))
      if (working < limit) {
        working += 1
        return Promise.resolve(idle.pop() ?? create())
      }
      return new Promise((resolve, reject) => {
        const entry = {
          take: (worker: W) => {
            signal?.removeEventListener('abort', cancel)
            resolve(worker)
          },
        }
        const cancel = () => {
          waiting.splice(waiting.indexOf(entry), 1)
          reject(new DOMException('cancelled', 'AbortError'))
        }
        signal?.addEventListener('abort', cancel, { once: true })
        waiting.push(entry)
      })
    },
    release(worker: W, healthy: boolean) {
      if (!healthy) worker.terminate()
      const next = waiting.shift()
      if (next) next.take(healthy ? worker : create())
      else {
        working -= 1
        if (healthy) idle.push(worker)
      }
    },
    /** for tests and the bench: workers at work, idle, and jobs waiting */
    counts: () => ({ working, idle: idle.length, waiting: waiting.length }),
  }
}

export type WorkerPool<W extends { terminate(): void }> = ReturnType<typeof createWorkerPool<W>>
