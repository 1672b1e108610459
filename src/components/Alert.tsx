import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { explainError } from './explain-error'
import { LongText } from './LongText'

export function Alert({
  kind = 'error',
  title,
  children,
  live = true,
}: {
  kind?: 'error' | 'success' | 'info'
  title?: ReactNode
  children?: ReactNode
  /** false where another voice says it (a send's failures: app/SendAnnouncer) */
  live?: boolean
}) {
  return (
    <div className={`alert alert-${kind}`} role={live ? (kind === 'error' ? 'alert' : 'status') : undefined}>
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
  title,
  explain = explainError,
  live,
}: {
  error: unknown
  title?: string
  explain?: (i18n: I18n, error: unknown) => string
  live?: boolean
}) {
  const { t, i18n } = useLingui()
  const context = error && typeof error === 'object' && 'context' in error ? String(error.context ?? '') : ''
  return (
    <Alert title={title ?? t`That did not work`} live={live}>
      <p>
        <LongText text={explain(i18n, error)} />
      </p>
      {context && (
        <p className="muted">
          <Trans comment="what the server named as the context of its refusal (a field, a rule), as it wrote it">
            Context: <LongText text={context} />
          </Trans>
        </p>
      )}
    </Alert>
  )
}
