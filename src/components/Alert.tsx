import type { ReactNode } from 'react'
import { explainError } from '../api/errors'
import { LongText } from './LongText'

export function Alert({
  kind = 'error',
  title,
  children,
}: {
  kind?: 'error' | 'success' | 'info'
  title?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <strong className="alert-title">{title}</strong>}
      {children && <div>{children}</div>}
    </div>
  )
}

/**
 * A failed request, explained; `context` from the server is shown as text when present. An error
 * of the upload queue is explained by components/explain.ts, passed as `explain` by the pages
 * that have one: imported here, it would bring the queue into the first load.
 */
export function ErrorAlert({
  error,
  title = 'That did not work',
  explain = explainError,
}: {
  error: unknown
  title?: string
  explain?: (error: unknown) => string
}) {
  const context = error && typeof error === 'object' && 'context' in error ? String(error.context ?? '') : ''
  return (
    <Alert title={title}>
      <p>
        <LongText text={explain(error)} />
      </p>
      {context && (
        <p className="muted">
          Context: <LongText text={context} />
        </p>
      )}
    </Alert>
  )
}
