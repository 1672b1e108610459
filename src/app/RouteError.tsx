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
        <Link to="/">Go to Send files</Link> ·{' '}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </>
  )
}

export function NotFound() {
  return <Problem title="Page not found" message="There is no page at this address." />
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
    const chunk = /dynamically imported module|Importing a module script failed/i.test(this.state.error.message)
    return (
      <Problem
        title="Something went wrong on this page"
        message={chunk ? 'Part of the app could not be loaded. Check your connection and reload.' : this.state.error.message}
      />
    )
  }
}
