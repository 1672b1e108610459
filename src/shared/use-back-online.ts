import { useEffect, useRef, useState } from 'react'

/** True for a few seconds after the browser comes back online. */
export function useBackOnline(connected: boolean) {
  const [back, setBack] = useState(false)
  const was = useRef(connected)
  useEffect(() => {
    const cameBack = connected && !was.current
    was.current = connected
    if (!cameBack) return
    setBack(true)
    const timer = setTimeout(() => setBack(false), 5000)
    return () => clearTimeout(timer)
  }, [connected])
  return back
}
