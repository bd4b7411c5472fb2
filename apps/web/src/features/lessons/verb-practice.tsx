import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { checkWords } from '@grundlagen/core';
import {
  findMenuItemByPath,
  verbsUpTo,
  type CatalogueMenuItem,
  type VerbConjugation,
} from '@grundlagen/content';
import { AnswerField } from '../practice/components/answer-field.tsx';
import { SpecialCharacters } from '../practice/components/special-characters.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { useTracker } from '../progress/tracker.tsx';

/** Correct answers in one visit that count a verb-practice page as done. */
export const VERB_PRACTICE_GOAL = 20;

/** The persons asked, with the form each uses (index into `deutsch`). */
const persons = [
  { label: 'ich', form: 0 },
  { label: 'du', form: 1 },
  { label: 'er', form: 2 },
  { label: 'sie (she)', form: 2 },
  { label: 'es', form: 2 },
  { label: 'wir', form: 3 },
  { label: 'ihr', form: 4 },
  { label: 'sie (they)', form: 5 },
  { label: 'Sie (formal you)', form: 5 },
] as const;

/** Which verbs a mode asks for. */
function inMode(mode: string, verb: VerbConjugation): boolean {
  switch (mode) {
    case 'regular':
      return verb.category === 'Regular Verbs';
    case 'special':
      return verb.category === 'Special Stems';
    case 'irregular':
      return verb.category === 'Irregular Verbs';
    case 'stem_changing':
    case 'ie':
      return verb.category === 'i-stem';
    case 'a':
      return verb.category === 'a-stem';
    case 'nehmen':
      return verb.infinitive === 'nehmen';
    default:
      return true;
  }
}

interface Prompt {
  verb: VerbConjugation;
  person: (typeof persons)[number];
}

function draw(verbs: readonly VerbConjugation[], previous?: Prompt): Prompt {
  for (;;) {
    const verb = verbs[Math.floor(Math.random() * verbs.length)] as VerbConjugation;
    const person = persons[Math.floor(Math.random() * persons.length)] as (typeof persons)[number];
    if (verbs.length * persons.length === 1 || verb !== previous?.verb || person !== previous.person) {
      return { verb, person };
    }
  }
}

/** Verb-conjugation practice: a random verb and person, type the form, checked at once, with a score. */
function VerbPracticeScreen() {
  const location = useLocation();
  const item = findMenuItemByPath(location.pathname) as CatalogueMenuItem | undefined;
  const tracker = useTracker();
  const rest = item ? location.pathname.replace(/\/+$/, '').slice(item.link.length + 1) : '';
  const mode = item?.modes?.find((entry) => entry.slug === rest);
  const verbs = item
    ? verbsUpTo(item.chapter)
        .map((entry) => entry.verb)
        .filter((verb) => inMode(rest, verb))
    : [];
  const [prompt, setPrompt] = useState<Prompt | null>(() => (verbs.length > 0 ? draw(verbs) : null));
  const [value, setValue] = useState('');
  const [verdict, setVerdict] = useState<'correct' | 'incorrect' | null>(null);
  const [score, setScore] = useState({ correct: 0, asked: 0 });
  const input = useRef<HTMLInputElement>(null);

  if (!item) return <NotFoundPage />;
  const header = (
    <>
      <p className="breadcrumb">
        <Link to={`/ch${item.chapter}`}>Chapter {item.chapter}</Link> / New Material
        {mode ? (
          <>
            {' '}
            / <Link to={item.link}>{item.name}</Link>
          </>
        ) : null}
      </p>
      <h1 id="page-title">{mode ? `${item.name}: ${mode.name}` : item.name}</h1>
    </>
  );

  if (item.modes?.length && !mode) {
    return (
      <section className="page" aria-labelledby="page-title">
        {header}
        <p className="lead">Choose which verbs to practise:</p>
        <ul className="mode-list">
          {item.modes.map((entry) => (
            <li key={entry.slug}>
              <Link className="button button-secondary" to={`${item.link}/${entry.slug}`}>
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!prompt) {
    return (
      <section className="page" aria-labelledby="page-title">
        {header}
        <p>The verbs of this practice have not been written yet.</p>
      </section>
    );
  }

  const expected = prompt.verb.deutsch[prompt.person.form];
  const check = () => {
    if (!value.trim() || verdict) return;
    const result = checkWords(value, [expected]) === 'correct' ? 'correct' : 'incorrect';
    setVerdict(result);
    const next = { correct: score.correct + (result === 'correct' ? 1 : 0), asked: score.asked + 1 };
    setScore(next);
    if (next.correct >= VERB_PRACTICE_GOAL) void tracker.add(item.code);
  };
  const nextPrompt = () => {
    setPrompt(draw(verbs, prompt));
    setValue('');
    setVerdict(null);
    input.current?.focus();
  };

  return (
    <section className="page" aria-labelledby="page-title">
      {header}
      <p className="instructions">
        Type the present-tense form, then press Enter to check it and Enter again for the next verb.{' '}
        {VERB_PRACTICE_GOAL} right answers mark this practice as done.
      </p>
      <div className="card verb-card">
        <p className="verb-prompt" lang="de">
          <span className="verb-person">{prompt.person.label}</span>{' '}
          <span className="prompt">({prompt.verb.infinitive})</span>
        </p>
        <p className="muted">
          {prompt.verb.english.join(', ')}
          {prompt.verb.category ? ` · ${prompt.verb.category}` : ''}
        </p>
        <SpecialCharacters
          target={() => input.current}
          onInsert={(_, next) => {
            setValue(next);
            setVerdict(null);
          }}
        />
        <div className="row-answer">
          <AnswerField
            id="verb-answer"
            ref={input}
            label={`Form of ${prompt.verb.infinitive} for ${prompt.person.label}`}
            lang="de"
            value={value}
            state={verdict ?? 'neutral'}
            maxLength={expected.length + 8}
            onChange={(next) => {
              setValue(next);
              if (verdict) setVerdict(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (verdict) nextPrompt();
              else check();
            }}
          />
          <button type="button" className="button" onClick={verdict ? nextPrompt : check}>
            {verdict ? 'Next Verb' : 'Check'}
          </button>
        </div>
        <p className="result" role="status" aria-live="polite">
          {verdict === 'correct' ? 'Richtig!' : null}
          {verdict === 'incorrect' ? `Not quite: ${prompt.person.label} ${expected}.` : null}
        </p>
      </div>
      <p className="score" aria-live="polite">
        Score: {score.correct} of {score.asked}
        {tracker.isDone(item.code) ? ' · this practice is done ✓' : ''}
      </p>
    </section>
  );
}

/** Each sub-page or mode starts fresh. */
export function VerbPractice() {
  const { pathname } = useLocation();
  return <VerbPracticeScreen key={pathname} />;
}
