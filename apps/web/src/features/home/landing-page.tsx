import { Link } from 'react-router';
import './home.css';

/** The public landing page: what the course is, with sign-up and login links. */
export function LandingPage() {
  return (
    <main className="landing">
      <header className="landing-hero">
        <p className="auth-brand">Grundlagen</p>
        <h1>The fundamentals of German grammar, for English speakers</h1>
        <p className="lead">
          Thirteen chapters of clear lessons, drills, word-order puzzles and translation exercises. Type your
          answers, get them checked at once, and pick up where you left off: your work and your progress are
          saved.
        </p>
        <div className="button-row">
          <Link className="button" to="/new_user">
            Create a free account
          </Link>
          <Link className="button button-secondary" to="/login">
            Log in
          </Link>
        </div>
      </header>
      <section className="landing-features" aria-label="What the course offers">
        <article>
          <h2>Understand</h2>
          <p>
            Short lessons explain one grammar point at a time, with tables and examples you can learn from.
          </p>
        </article>
        <article>
          <h2>Remember</h2>
          <p>
            Memorisation units and vocabulary trainers test you from memory until the forms come without
            thinking.
          </p>
        </article>
        <article>
          <h2>Practise</h2>
          <p>
            Drills and exercises use only what you have learned, and check every answer fairly: the way a
            teacher would.
          </p>
        </article>
      </section>
    </main>
  );
}
