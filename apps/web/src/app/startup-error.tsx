/** Shown when the app cannot even start (its settings could not be loaded): no router yet. */
export function ErrorScreenStandalone({ error }: { error: unknown }) {
  return (
    <main className="error-screen" role="alert">
      <h1>Sorry, there&apos;s been a problem...</h1>
      <p>Let&apos;s give it another try...</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
      <pre className="error-text">{error instanceof Error ? error.message : String(error)}</pre>
    </main>
  );
}
