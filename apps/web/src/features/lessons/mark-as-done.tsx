import { useTracker } from '../../lib/tracker.tsx';

/** "Mark as done" at the end of a lesson: adds the page's code; the tick appears. */
export function MarkAsDone({ code }: { code: string }) {
  const { isDone, add, remove } = useTracker();
  const done = isDone(code);
  return (
    <div className="mark-as-done" role="group" aria-label="Progress">
      {done ? (
        <>
          <p role="status">
            <span className="mark-done">✓</span> You have marked this lesson as done.
          </p>
          <button type="button" className="button button-secondary" onClick={() => void remove(code)}>
            Mark as not done
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={() => void add(code)}>
          Mark as done
        </button>
      )}
    </div>
  );
}
