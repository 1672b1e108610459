/**
 * Ends the current task and resumes in a new one, so input, rendering and React's own scheduled
 * work run in between. A MessageChannel message, not `scheduler.yield()`: a yield continuation
 * runs ahead of ordinary tasks, React's renders among them (React's scheduler posts messages),
 * so a long run of yields would hold back the very updates that show its progress. Not
 * `setTimeout(0)`: nested timers are clamped to 4 ms each.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    // A channel each time, closed once used: an open port would keep Node (tests) alive.
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })
}

/**
 * `work` started in a task of its own rather than in the caller's. On a first load React runs
 * every effect of the page in one task, and each query or read it starts (a request, IndexedDB
 * opened) lengthened that one task on a slow phone; started this way, each is a task of its own.
 * What asked for it sees it under way from the start all the same (a query is `fetching`).
 * Aborted meanwhile (the page left), it does not start.
 */
export async function inTaskOfItsOwn<T>(work: () => T | Promise<T>, signal?: AbortSignal): Promise<T> {
  await yieldToBrowser()
  signal?.throwIfAborted()
  return work()
}
