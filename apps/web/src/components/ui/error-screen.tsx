import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import './error-screen.css';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText}${error.data ? `: ${String(error.data)}` : ''}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unknown error happened.';
}

/**
 * The error screen (docs/product/screens.md "Error screen"): "Refresh Page", and "Go Back" where there is a router to go back
 * with (not when the app could not even start).
 */
export function ErrorScreenView({ error, onBack }: { error: unknown; onBack?: () => void }) {
  return (
    <main className="error-screen" role="alert">
      <h1>Sorry, there&apos;s been a problem...</h1>
      <p>Let&apos;s give it another try...</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
      {onBack ? (
        <>
          <p>Alternately, you can return to the previous page.</p>
          <button type="button" className="button button-secondary" onClick={onBack}>
            ← Go Back
          </button>
        </>
      ) : null}
      <pre className="error-text">{errorText(error)}</pre>
    </main>
  );
}

/** The error screen inside the router: "Go Back" returns to the previous page. */
export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return <ErrorScreenView error={error} onBack={() => void navigate(-1)} />;
}

/** errorElement of every route with a loader. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
