import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/** The page-level boundary: an unexpected error keeps the header and offers a way on. */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="page" id="main" tabIndex={-1}>
      <h1>{notFound ? 'Page not found' : 'Something went wrong on this page'}</h1>
      <div role="alert" className="alert alert-error">
        <p>
          {notFound
            ? 'There is no page at this address.'
            : error instanceof Error
              ? error.message
              : 'An unexpected error happened.'}
        </p>
      </div>
      <p>
        <Link to="/">Go to Send files</Link> · <button type="button" className="link-button" onClick={() => window.location.reload()}>Reload</button>
      </p>
    </main>
  )
}
