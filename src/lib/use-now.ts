import { useEffect, useState } from 'react'

/** The current time, refreshed every `ms` while `active` (countdowns such as "retrying in 3 s"). */
export function useNow(active: boolean, ms = 1000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, ms)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [active, ms])
  return now
}
