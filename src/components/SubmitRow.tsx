import type { ReactNode } from 'react'

/**
 * A form's submit button and, under it, a status region there from the start (so that a change
 * is announced) that says, while `waiting`, why a press has not started anything yet.
 */
export function SubmitRow({ label, waiting, waitingNote }: { label: ReactNode; waiting: boolean; waitingNote: ReactNode }) {
  return (
    <>
      <div className="actions">
        <button type="submit">{label}</button>
      </div>
      <div role="status">{waiting && <p className="hint">{waitingNote}</p>}</div>
    </>
  )
}
