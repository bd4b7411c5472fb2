// Sign-up and login limits, counted in the database (shared by every server on it).
import type { Queryable } from '../../lib/db.ts';

/** Longest back-off after repeated failed logins. */
export const maxBackoffSeconds = 15 * 60;

/** The limits in force (RATE_LIMIT_* settings). */
export interface AttemptLimits {
  /** Sign-ups and password logins per client address per window. */
  perAddress: number;
  /** Failed logins per e-mail and address before the back-off starts. */
  failuresBeforeBackoff: number;
  windowMs: number;
}

/** Whether a request may go ahead; when not, how long to wait. */
export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function failureKey(email: string, address: string): string {
  return `failures:${email} ${address}`;
}

/**
 * Counts a sign-up or login from a client address in the current window and tells whether
 * it is within the per-address limit.
 *
 * @example const verdict = await countAddressAttempt(db, request.ip, limits);
 */
export async function countAddressAttempt(
  db: Queryable,
  address: string,
  limits: AttemptLimits,
): Promise<AttemptVerdict> {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO auth_attempts AS a (key, hits, window_ends_at)
     VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN a.window_ends_at <= now() THEN 1 ELSE a.hits + 1 END,
       window_ends_at = CASE WHEN a.window_ends_at <= now() THEN excluded.window_ends_at ELSE a.window_ends_at END
     RETURNING hits, greatest(1, ceil(extract(epoch FROM window_ends_at - now())))::integer AS retry_after`,
    [`address:${address}`, limits.windowMs / 1000],
  );
  const row = rows[0];
  if (!row || row.hits <= limits.perAddress) return { allowed: true };
  return { allowed: false, retryAfterSeconds: row.retry_after };
}

/**
 * Reserves a login attempt for an e-mail from an address before its password is checked,
 * counting it as a failure in advance (a successful login then forgets the count). Past the
 * free failures each further one doubles the wait (1 s, 2 s, 4 s … up to 15 minutes); while a
 * wait runs every attempt is refused without being counted. The count is forgotten a window
 * after the last failure or block.
 *
 * One statement checks and counts, so attempts sent at the same moment (on any server sharing
 * the database) are each counted before any of them reaches the slow hash: of 60 concurrent
 * guesses only the free ones and the one that starts the wait are checked.
 * Another address (the account's owner elsewhere) is not affected.
 *
 * @example const verdict = await reserveLoginAttempt(db, email, request.ip, limits);
 */
export async function reserveLoginAttempt(
  db: Queryable,
  email: string,
  address: string,
  limits: AttemptLimits,
): Promise<AttemptVerdict> {
  const key = failureKey(email, address);
  // ON CONFLICT DO UPDATE locks the counter's row, and its WHERE sees the latest committed
  // version: a blocked counter is left as it is and returns no row.
  const { rows } = await db.query<{ key: string }>(
    `INSERT INTO auth_attempts AS a (key, hits, window_ends_at)
     VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN a.window_ends_at <= now() THEN 1 ELSE a.hits + 1 END,
       blocked_until = CASE
         WHEN a.window_ends_at > now() AND a.hits + 1 > $3
         THEN now() + make_interval(secs => least($4, power(2, a.hits - $3)))
         ELSE NULL END,
       window_ends_at = greatest(now(), coalesce(a.blocked_until, now()))
         + make_interval(secs => greatest($2, least($4, power(2, a.hits - $3))))
     WHERE a.blocked_until IS NULL OR a.blocked_until <= now()
     RETURNING key`,
    [key, limits.windowMs / 1000, limits.failuresBeforeBackoff, maxBackoffSeconds],
  );
  if (rows.length > 0) return { allowed: true };
  const blocked = await db.query<{ retry_after: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM blocked_until - now())))::integer AS retry_after
       FROM auth_attempts WHERE key = $1`,
    [key],
  );
  return { allowed: false, retryAfterSeconds: blocked.rows[0]?.retry_after ?? 1 };
}

/** Forgets an e-mail's failures from an address after a successful login there. */
export async function clearLoginFailures(db: Queryable, email: string, address: string): Promise<void> {
  await db.query('DELETE FROM auth_attempts WHERE key = $1', [failureKey(email, address)]);
}

/** Deletes counters whose window and block are over; run now and then. */
export async function pruneAttempts(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM auth_attempts
      WHERE window_ends_at < now() AND (blocked_until IS NULL OR blocked_until < now())`,
  );
}
