import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { mockEndpoints, type MockControl, type MockEndpoint } from '../mocks/faults'
import { useServices } from '../shared/services'

type FaultKind = 'none' | 'status' | 'network' | 'html' | 'badShape' | 'wrongChecksum'

/** Mock-only switches: latency, a forced status for one endpoint, a network failure, a reset. */
export default function DevPanel() {
  const { config } = useServices()
  const origin = new URL(config.apiBaseUrl).origin
  const [open, setOpen] = useState(false)
  const [latency, setLatency] = useState(0)
  const [endpoint, setEndpoint] = useState<MockEndpoint>('consignments')
  const [kind, setKind] = useState<FaultKind>('none')
  const [status, setStatus] = useState(500)
  const [said, setSaid] = useState('')
  const client = useQueryClient()

  const send = async (path: string, body?: MockControl) => {
    const res = await fetch(`${origin}/__mock/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    setSaid(res.ok ? `Mock updated (${new Date().toLocaleTimeString()})` : `Mock refused: ${res.status}`)
    // What the pages show came from the mock as it was: ask again.
    if (res.ok) void client.invalidateQueries()
  }

  const apply = () =>
    send('control', {
      latencyMs: latency,
      faults: kind === 'none' ? [] : [{ endpoint, ...(kind === 'status' ? { status } : { [kind]: true }) }],
    })

  return (
    <aside className="dev-panel" aria-label="Mock controls">
      <button type="button" className="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Mock controls
      </button>
      {open && (
        <div className="dev-panel-body">
          <label>
            Latency (ms)
            <input type="number" min={0} step={100} value={latency} onChange={(e) => setLatency(Number(e.target.value))} />
          </label>
          <label>
            Endpoint
            <select value={endpoint} onChange={(e) => setEndpoint(e.target.value as MockEndpoint)}>
              {mockEndpoints.map((e) => (
                <option key={e}>{e}</option>
              ))}
            </select>
          </label>
          <label>
            Fault
            <select value={kind} onChange={(e) => setKind(e.target.value as FaultKind)}>
              <option value="none">none</option>
              <option value="status">forced status</option>
              <option value="network">network failure</option>
              <option value="html">HTML error page</option>
              <option value="badShape">wrong-shaped 200</option>
              <option value="wrongChecksum">wrong checksum</option>
            </select>
          </label>
          {kind === 'status' && (
            <label>
              Status
              <input type="number" min={400} max={599} value={status} onChange={(e) => setStatus(Number(e.target.value))} />
            </label>
          )}
          <button type="button" onClick={apply}>
            Apply
          </button>
          <button type="button" className="secondary" onClick={() => send('reset')}>
            Reset mock data
          </button>
          <p role="status">{said}</p>
        </div>
      )}
    </aside>
  )
}
