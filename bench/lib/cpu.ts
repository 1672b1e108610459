import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time (user + system, seconds) used so far by the Chromium started on profile `dir` and
 * every process under it (renderers, network and storage services, GPU), from /proc. Less
 * moved by other work on the machine than wall time, though a longer run still costs more.
 * 0 where there is no /proc.
 */
export function chromiumCpuSeconds(dir: string): number {
  return Object.values(chromiumCpuByType(dir)).reduce((sum, s) => sum + s, 0)
}

/**
 * The same, by process type (`browser`, `renderer`, `gpu-process`, `utility` and its sub-type:
 * the network service, the storage service): which process a change moves the time to or from.
 */
export function chromiumCpuByType(dir: string): Record<string, number> {
  const procs = new Map<number, { parent: number; ticks: number; root: boolean; type: string }>()
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return {}
  }
  for (const pid of pids) {
    try {
      // fields after "(comm) ": state ppid … utime (14th field of the line) stime
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const root = args.includes(`--user-data-dir=${dir}`) && !args.some((a) => a.startsWith('--type='))
      // Chromium's children rewrite their command line as one string: read the flags from all of it.
      const arg = (name: string) => args.join(' ').match(new RegExp(`--${name}=(\\S+)`))?.[1]
      const type = arg('type') ?? 'browser'
      const sub = arg('utility-sub-type')
      procs.set(Number(pid), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        root,
        type: sub
          ? `${type} ${sub
              .replace(/\.mojom\./, ' ')
              .split(' ')
              .pop()}`
          : type,
      })
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid: number) => {
    for (let p = procs.get(pid), hops = 0; p && hops < 64; p = procs.get(p.parent), hops++) if (p.root) return true
    return false
  }
  const seconds: Record<string, number> = {}
  // USER_HZ is 100 on Linux
  for (const [pid, p] of procs) if (under(pid)) seconds[p.type] = (seconds[p.type] ?? 0) + p.ticks / 100
  return seconds
}
