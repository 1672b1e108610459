import type { ChildProcess } from 'node:child_process'

/**
 * The servers a bench started (nginx, the mock server) outlive it when it is interrupted or
 * terminated: each is given here with the signal that stops it, and stopped when this process
 * exits, or on SIGINT or SIGTERM (then this process exits as the signal would have it).
 */
const running = new Map<ChildProcess, NodeJS.Signals>()
const stopAll = () => running.forEach((signal, child) => child.kill(signal))
let hooked = false

export function stopWithMe(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  running.set(child, signal)
  child.once('exit', () => running.delete(child))
  if (hooked) return
  hooked = true
  process.once('exit', stopAll)
  for (const [name, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(name, () => {
      stopAll()
      process.exit(code)
    })
}
