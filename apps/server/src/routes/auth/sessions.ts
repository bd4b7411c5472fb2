import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../lib/db.ts';

/** Refresh tokens are stored only as their SHA-256, so a copy of the database cannot sign anyone in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token a refresh token is rotated into: derived from it with the server secret, so a
 * retry of the same refresh can be answered with the same new token although only hashes
 * are stored. Unpredictable without the secret, as the first token is random.
 */
function successorToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-rotation:${token}`).digest('base64url');
}

/** How many rotations a retried refresh may trail behind and still get the current token. */
const maxReuseChain = 8;

/**
 * Opens a session for a user and records the sign-in.
 *
 * @example const { sessionId, refreshToken } = await createSession(db, user.id);
 */
export async function createSession(
  db: Database,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO sessions (id, user_id) VALUES ($1, $2)', [sessionId, userId]);
    await tx.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
      hashToken(refreshToken),
      sessionId,
    ]);
    await tx.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [userId]);
  });
  return { sessionId, refreshToken };
}

/** The outcome of presenting a refresh token. */
export type RefreshOutcome =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'not_found' | 'session_revoked' }
  | { ok: false; reason: 'already_used'; revokedSessionId: string };

/** How the refresh grant treats tokens. */
export interface RotationOptions {
  /** Server secret from which each successor token is derived. */
  secret: string;
  /**
   * A rotated token presented again within this many milliseconds (a retry, or two tabs
   * refreshing at once) gets the session's current token, as GoTrue's reuse interval does;
   * later it counts as a replay and revokes the session.
   */
  reuseIntervalMs: number;
}

/**
 * Trades a refresh token for a new one (rotation). A token is good once: presenting a
 * rotated token again after the reuse interval means it leaked or was replayed, so its whole
 * session is revoked; within the interval the session's current token is returned instead.
 *
 * @example const outcome = await rotateRefreshToken(db, token, { secret, reuseIntervalMs: 10_000 });
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  options: RotationOptions,
): Promise<RefreshOutcome> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<{
      session_id: string;
      rotated_at: Date | null;
      recently_rotated: boolean;
      user_id: string;
      revoked_at: Date | null;
    }>(
      `SELECT rt.session_id, rt.rotated_at, s.user_id, s.revoked_at,
              coalesce(rt.rotated_at > now() - make_interval(secs => $2), false) AS recently_rotated
         FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
        WHERE rt.token_hash = $1
        FOR UPDATE OF rt, s`,
      [tokenHash, options.reuseIntervalMs / 1000],
    );
    const found = rows[0];
    if (!found) return { ok: false, reason: 'not_found' };
    if (found.revoked_at !== null) return { ok: false, reason: 'session_revoked' };
    if (found.rotated_at !== null) {
      if (found.recently_rotated) {
        const current = await currentSuccessor(tx, token, found.session_id, options.secret);
        if (current) {
          return { ok: true, userId: found.user_id, sessionId: found.session_id, refreshToken: current };
        }
      }
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [found.session_id]);
      return { ok: false, reason: 'already_used', revokedSessionId: found.session_id };
    }
    const refreshToken = successorToken(token, options.secret);
    await tx.query('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1', [tokenHash]);
    await tx.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
      hashToken(refreshToken),
      found.session_id,
    ]);
    await tx.query('UPDATE sessions SET refreshed_at = now() WHERE id = $1', [found.session_id]);
    return { ok: true, userId: found.user_id, sessionId: found.session_id, refreshToken };
  });
}

/** Follows a token's successors to the session's unrotated one; undefined if there is none. */
async function currentSuccessor(
  tx: Queryable,
  token: string,
  sessionId: string,
  secret: string,
): Promise<string | undefined> {
  let candidate = token;
  for (let step = 0; step < maxReuseChain; step += 1) {
    candidate = successorToken(candidate, secret);
    const { rows } = await tx.query<{ rotated_at: Date | null }>(
      'SELECT rotated_at FROM refresh_tokens WHERE token_hash = $1 AND session_id = $2',
      [hashToken(candidate), sessionId],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.rotated_at === null) return candidate;
  }
  return undefined;
}

/** Which of a user's sessions a sign-out ends (GoTrue's `scope`). */
export type SignOutScope = 'global' | 'local' | 'others';

/**
 * Revokes sessions of a user and returns their ids: all of them (`global`), the current one
 * (`local`) or all but the current one (`others`).
 *
 * @example await revokeSessions(db, userId, currentSessionId, 'global');
 */
export async function revokeSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string,
  scope: SignOutScope,
): Promise<string[]> {
  const condition = scope === 'global' ? '' : scope === 'local' ? 'AND id = $2' : 'AND id <> $2';
  const params = scope === 'global' ? [userId] : [userId, currentSessionId];
  const { rows } = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL ${condition} RETURNING id`,
    params,
  );
  return rows.map((row) => row.id);
}
