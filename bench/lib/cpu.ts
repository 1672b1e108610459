import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time (user + system, seconds) used so far by the Chromium started on profile `dir` and
 * every process under it (renderers, network and storage services, GPU), from /proc. Less
 * moved by other work on the machine than wall time, though a longer run still costs more.
 * 0 where there is no /proc.
 */
export function chromiumCpuSeconds(dir: string): number {
  const procs = new Map<number, { parent: number; ticks: number; root: boolean }>()
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return 0
  }
  for (const pid of pids) {
    try {
      // fields after "(comm) ": state ppid … utime (14th field of the line) stime
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const root = args.includes(`--user-data-dir=${dir}`) && !args.some((a) => a.startsWith('--type='))
      procs.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), root })
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid: number) => {
    for (let p = procs.get(pid), hops = 0; p && hops < 64; p = procs.get(p.parent), hops++) if (p.root) return true
    return false
  }
  let ticks = 0
  for (const [pid, p] of procs) if (under(pid)) ticks += p.ticks
  // USER_HZ is 100 on Linux
  return ticks / 100
}
