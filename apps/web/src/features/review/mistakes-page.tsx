import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewSolution, type AnswerCheck } from '@grundlagen/core';
import { findMenuItemByCode, teachingLesson } from '@grundlagen/content';
import { Spinner } from '../../components/ui/spinner.tsx';
import { mistakesQueryOptions, type MistakeRow } from '../../lib/mistakes.ts';
import './review.css';

/**
 * Where the question was asked: the drill's or exercise's row (`#question-5`), the unit test's
 * cell (`#cell-0-1-2`), the vocabulary test (its words are drawn anew each round).
 */
export function questionLink(row: MistakeRow): string | undefined {
  const item = findMenuItemByCode(row.set_code);
  if (!item) return undefined;
  if (item.kind === 'vocabulary') return `${item.link}/test`;
  if (row.question_key.startsWith('t:')) {
    const [, , path = '', cell] = row.question_key.split(':');
    return `${item.link}/${path}${cell ? `#cell-${cell}` : ''}`;
  }
  return row.question_num ? `${item.link}#question-${row.question_num}` : item.link;
}

function checkOf(row: MistakeRow): AnswerCheck | undefined {
  try {
    return JSON.parse(row.answer_check) as AnswerCheck;
  } catch {
    return undefined;
  }
}

interface TopicGroup {
  key: string;
  chapter: number;
  topic: string;
  rows: MistakeRow[];
}

/** Mistakes by chapter and topic (the page's name), chapters in course order, newest first inside. */
function groupMistakes(rows: readonly MistakeRow[]): TopicGroup[] {
  const groups = new Map<string, TopicGroup>();
  for (const row of rows) {
    const item = findMenuItemByCode(row.set_code);
    const chapter = item?.chapter ?? 0;
    const key = row.set_code;
    const group = groups.get(key) ?? { key, chapter, topic: item?.name ?? row.set_code, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.chapter - b.chapter || Date.parse(b.rows[0]?.made_at ?? '') - Date.parse(a.rows[0]?.made_at ?? ''),
  );
}

const madeAt = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** "My mistakes" (issue 25): every checked wrong answer, where it was asked and where it is taught. */
export function MistakesPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mistakes = useQuery(mistakesQueryOptions(queryClient));
  const rows = mistakes.data ?? [];
  const open = rows.filter((row) => row.fixed_at === null);
  const groups = groupMistakes(rows);
  const chapters = [...new Set(groups.map((group) => group.chapter))];
  const practise = (ids: readonly string[]) => navigate('/review', { state: { mistakeIds: ids } });

  return (
    <section className="page mistakes-page" aria-labelledby="page-title">
      <h1 id="page-title">My mistakes</h1>
      {mistakes.isPending ? (
        <Spinner label="Loading your mistakes…" />
      ) : mistakes.isError ? (
        <p className="result">Your mistakes could not be loaded. Please try again later.</p>
      ) : rows.length === 0 ? (
        <p className="lead">
          No mistakes so far. Every wrong answer you check on a drill, an exercise or a test is kept here,
          with a link to the lesson that explains it.
        </p>
      ) : (
        <>
          <p className="lead">
            {open.length === 0
              ? 'All fixed: every mistake here has since been answered right.'
              : `${open.length} mistake${open.length === 1 ? '' : 's'} to fix. Answer one right later, here or on its page, and it is marked fixed.`}
          </p>
          {open.length > 0 ? (
            <button type="button" className="button" onClick={() => practise(open.map((row) => row.id))}>
              Practise all {open.length}
            </button>
          ) : null}
          {chapters.map((chapter) => (
            <section key={chapter} className="mistakes-chapter" aria-labelledby={`mistakes-ch${chapter}`}>
              <h2 id={`mistakes-ch${chapter}`}>Chapter {chapter}</h2>
              {groups
                .filter((group) => group.chapter === chapter)
                .map((group) => (
                  <MistakeGroup key={group.key} group={group} onPractise={practise} />
                ))}
            </section>
          ))}
        </>
      )}
      <p>
        <Link to="/review">Review</Link>
      </p>
    </section>
  );
}

function MistakeGroup({
  group,
  onPractise,
}: {
  group: TopicGroup;
  onPractise: (ids: readonly string[]) => void;
}) {
  const lesson = teachingLesson(group.key);
  const open = group.rows.filter((row) => row.fixed_at === null);
  const headingId = `mistakes-${group.key}`;
  return (
    <section className="mistakes-topic" aria-labelledby={headingId}>
      <div className="mistakes-topic-head">
        <h3 id={headingId}>{group.topic}</h3>
        {open.length > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Practise these: ${group.topic}`}
            onClick={() => onPractise(open.map((row) => row.id))}
          >
            Practise these
          </button>
        ) : null}
      </div>
      {lesson ? (
        <p className="mistakes-lesson">
          Taught in <Link to={lesson.link}>{lesson.name}</Link>
        </p>
      ) : null}
      <ul className="mistakes-list">
        {group.rows.map((row) => {
          const link = questionLink(row);
          const check = checkOf(row);
          const lang = check?.language ?? 'de';
          // The accepted answer closest to what the learner wrote; its own full stop ends the line.
          const solution = check ? reviewSolution(check, row.answer) : '';
          return (
            <li key={row.id} className={row.fixed_at ? 'mistake mistake-fixed' : 'mistake'}>
              <p className="mistake-prompt">{row.prompt}</p>
              <p>
                You wrote{' '}
                <span lang={lang} className="mistake-answer">
                  {row.answer}
                </span>
                ; the answer is{' '}
                <span lang={lang} className="mistake-solution">
                  {solution}
                </span>
                {/[.!?…]$/.test(solution) ? '' : '.'}
              </p>
              {row.explanation ? (
                <p className="mistake-explanation">
                  <span className="answer-feedback-label">Why:</span> {row.explanation}
                </p>
              ) : null}
              <p className="mistake-meta">
                <time dateTime={row.made_at}>{madeAt(row.made_at)}</time>
                {row.fixed_at ? <span className="mark-done"> ✓ fixed</span> : null}
                {link ? (
                  <>
                    {' · '}
                    <Link to={link}>Go to the question</Link>
                  </>
                ) : null}
                {lesson ? (
                  <>
                    {' · '}
                    <Link to={lesson.link} aria-label={`Lesson: ${lesson.name}`}>
                      Lesson
                    </Link>
                  </>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
