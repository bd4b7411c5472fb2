import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText}${error.data ? `: ${String(error.data)}` : ''}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unknown error happened.';
}

/** The error screen (spec §2): shown when a route's loading fails. */
export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <main className="error-screen" role="alert">
      <h1>Sorry, there&apos;s been a problem...</h1>
      <p>Let&apos;s give it another try...</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
      <p>Alternately, you can return to the previous page.</p>
      <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
        ← Go Back
      </button>
      <pre className="error-text">{errorText(error)}</pre>
    </main>
  );
}

/** errorElement of every route with a loader. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
