import { connect, createServer, type Socket } from 'node:net'

export type DelayProxy = { origin: string; close: () => Promise<void> }

/**
 * A network's round trip on loopback, where a preflight costs next to nothing: a TCP proxy on
 * `port` to 127.0.0.1:`target` that holds every chunk, each way, for half of `rttMs` before passing
 * it on, in order, and opens each connection one round trip late (its handshake). The kernel's
 * netem would do it below TCP, but this machine's kernel has no netem.
 */
export async function startDelayProxy(port: number, target: number, rttMs: number): Promise<DelayProxy> {
  const half = rttMs / 2
  const sockets = new Set<Socket>()
  /** Passes `from`'s chunks to `to`, each `half` ms after it arrived (and not before `opensAt`). */
  const pipeLate = (from: Socket, to: Socket, opensAt: number) => {
    const queue: Array<{ at: number; chunk: Buffer | null }> = []
    let timer: NodeJS.Timeout | null = null
    const drain = () => {
      timer = null
      while (queue.length && queue[0]!.at <= performance.now()) {
        const { chunk } = queue.shift()!
        if (chunk) to.write(chunk)
        else to.end()
      }
      if (queue.length) timer = setTimeout(drain, queue[0]!.at - performance.now())
    }
    const push = (chunk: Buffer | null) => {
      queue.push({ at: Math.max(performance.now(), opensAt) + half, chunk })
      timer ??= setTimeout(drain, queue[0]!.at - performance.now())
    }
    from.on('data', (chunk: Buffer) => push(chunk))
    from.on('end', () => push(null))
  }
  const server = createServer({ noDelay: true, allowHalfOpen: true }, (client) => {
    const upstream = connect({ port: target, host: '127.0.0.1', noDelay: true, allowHalfOpen: true })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => [client, upstream].forEach((s) => s.destroy()))
    }
    const opensAt = performance.now() + rttMs
    pipeLate(client, upstream, opensAt)
    pipeLate(upstream, client, opensAt)
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
