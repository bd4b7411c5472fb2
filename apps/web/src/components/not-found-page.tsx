import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{location.pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        Go to the <Link to="/">home page</Link> or the <Link to="/toc">Table of Contents</Link>.
      </p>
    </section>
  );
}
