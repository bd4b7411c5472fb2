import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { RETURN_TO, userQueryOptions } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { supabase } from '../../lib/supabase.ts';
import { queueState, startQueue, subscribeQueue, type QueueState } from '../../lib/write-queue.ts';

/** How long "All saved" stays after the last queued write reached the server. */
const ALL_SAVED_MS = 4_000;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What waits, in words: "3 answers", or "your progress" when no answer waits. */
function waiting(queue: QueueState): string {
  return queue.answers > 0 ? plural(queue.answers, 'answer', 'answers') : 'your work';
}

/** The sentence to show, or null when there is nothing to say. */
export function saveStatusText(queue: QueueState, online: boolean): string | null {
  if (!online) {
    return queue.total > 0
      ? `Offline: ${waiting(queue)} will be saved when you're back online`
      : "Offline: your work will be saved when you're back online";
  }
  if (queue.total === 0) return null;
  if (queue.needsSignIn) return `Not saved: log in again to save ${waiting(queue)}`;
  if (queue.failing) return `No answer from the server: ${waiting(queue)} will be saved when it is back`;
  // Answers being typed wait for the page's Save or autosave, which says when it is done.
  return null;
}

/**
 * The state of the learner's unsent work, at the foot of every course page: offline, how many
 * answers wait; then "All saved" once they reached the server. A session that could not be
 * renewed offers to log in again (the queue is sent once the same learner is back).
 */
export function SaveStatus() {
  // The course's pages are a signed-in learner's: their queued writes are counted and sent.
  const { data: user } = useQuery(userQueryOptions());
  const userId = user?.id;
  useEffect(() => {
    if (userId) startQueue(userId);
  }, [userId]);
  // A prerendered page is rendered and hydrated as online with nothing queued (as at build time).
  const queue = useSyncExternalStore(subscribeQueue, queueState, queueState);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [allSaved, setAllSaved] = useState(false);
  const [waitingSeen, setWaitingSeen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const text = saveStatusText(queue, online);
  // Work was shown waiting and has all reached the server since: say so for a few seconds.
  if (text !== null && queue.total > 0 && !waitingSeen) setWaitingSeen(true);
  if (waitingSeen && text === null && queue.total === 0) {
    setWaitingSeen(false);
    setAllSaved(true);
  }
  if (allSaved && text !== null) setAllSaved(false);
  useEffect(() => {
    if (!allSaved) return undefined;
    const timer = window.setTimeout(() => setAllSaved(false), ALL_SAVED_MS);
    return () => window.clearTimeout(timer);
  }, [allSaved]);

  const logInAgain = async () => {
    await supabase()
      .auth.signOut({ scope: 'local' })
      .catch(() => undefined);
    queryClient.setQueryData(queryKeys.user(), null);
    const path = `${location.pathname}${location.search}`;
    await navigate(`/login?${new URLSearchParams({ [RETURN_TO]: path })}`);
  };

  const shown = text ?? (allSaved ? 'All saved' : null);
  return (
    <div className="save-status-region" role="status" aria-live="polite">
      {shown ? (
        <p className={`save-status${text ? ' save-status-waiting' : ' save-status-done'}`}>
          <span aria-hidden="true" className="save-status-mark">
            {text ? (online ? '…' : '⚠') : '✓'}
          </span>{' '}
          {shown}
          {queue.needsSignIn && online ? (
            <>
              {' '}
              <button type="button" className="button-link" onClick={() => void logInAgain()}>
                Log in again
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
