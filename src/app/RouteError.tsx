import { Trans, useLingui } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link } from '../shared/routing'

function Problem({ title, message }: { title: string; message: string }) {
  return (
    <>
      <h1>{title}</h1>
      <div role="alert" className="alert alert-error">
        <p>{message}</p>
      </div>
      <p>
        <Link to="/">
          <Trans>Go to Send files</Trans>
        </Link>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </p>
    </>
  )
}

export function NotFound() {
  const { t } = useLingui()
  return <Problem title={t`Page not found`} message={t`There is no page at this address.`} />
}

/** An unexpected error's page: a part of the app that could not be fetched is told as such, anything else by its own message. */
function PageError({ error }: { error: Error }) {
  const { t } = useLingui()
  const chunk = /dynamically imported module|Importing a module script failed/i.test(error.message)
  return (
    <Problem
      title={t`Something went wrong on this page`}
      message={chunk ? t`Part of the app could not be loaded. Check your connection and reload.` : error.message}
    />
  )
}

/** One per page: an unexpected error keeps the header and navigation and offers a way on. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('page error', error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return <PageError error={this.state.error} />
  }
}
