import { Link } from 'react-router';

export function IntroductionPage() {
  return (
    <section className="page" aria-labelledby="introduction-title">
      <h1 id="introduction-title">Introduction</h1>
      <p className="lead">
        German grammar has a reputation, but its fundamentals are a small set of patterns: a few tables of
        endings, a handful of rules for word order, and verbs that mostly behave. Grundlagen
        (&ldquo;foundations&rdquo;) teaches those patterns one at a time, in an order where each builds on the
        last.
      </p>
      <h2>What you will learn</h2>
      <ul>
        <li>
          Chapters 1–3: pronouns, the present tense, nouns and their genders, the four cases, articles,
          adjective endings and the basic word order.
        </li>
        <li>
          Chapters 4–7: stem-changing verbs, possessives, negation with <em>kein</em> and <em>nicht</em>,
          prepositions, personal pronouns in every case, numbers and time, n-nouns and dative verbs.
        </li>
        <li>
          Chapters 8–10: the perfect tense, the future, two-case prepositions, adverbs, the imperative and
          more word order.
        </li>
        <li>
          Chapters 11–13: modal verbs, dependent clauses, relative clauses, the passive voice, reflexive verbs
          and comparisons.
        </li>
      </ul>
      <h2>What you need</h2>
      <p>
        Nothing but time and a keyboard. Explanations are in English; every German sentence comes with its
        meaning. Special characters (ä, ö, ü, ß) can be typed with the buttons on each page.
      </p>
      <p>
        Ready? Go to <Link to="/ch1">Chapter 1</Link>, or read{' '}
        <Link to="/how_to">How to Use This Course</Link> first.
      </p>
    </section>
  );
}
