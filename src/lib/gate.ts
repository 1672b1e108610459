/**
 * At most `size` calls at once; the others wait their turn, in order, or leave when `signal`
 * aborts. A finished call hands its turn straight to the next, so none can slip in between.
 */
export function createGate(size: number) {
  let running = 0
  const waiting: Array<() => void> = []

  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', leave)
        resolve()
      }
      const leave = () => {
        waiting.splice(waiting.indexOf(go), 1)
        reject(signal!.reason)
      }
      waiting.push(go)
      signal?.addEventListener('abort', leave, { once: true })
    })

  return async function through<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted()
    if (running < size) running += 1
    else await turn(signal)
    try {
      return await call()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}
