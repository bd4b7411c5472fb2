import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../plugins/db.ts';

/** Refresh tokens are stored only as their SHA-256, so a copy of the database cannot sign anyone in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

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

/**
 * Trades a refresh token for a new one (rotation). A token is good once: presenting a
 * rotated token again means it leaked or was replayed, so its whole session is revoked.
 *
 * @example const outcome = await rotateRefreshToken(db, token); if (outcome.ok) …
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<RefreshOutcome> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<{
      session_id: string;
      rotated_at: Date | null;
      user_id: string;
      revoked_at: Date | null;
    }>(
      `SELECT rt.session_id, rt.rotated_at, s.user_id, s.revoked_at
         FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
        WHERE rt.token_hash = $1
        FOR UPDATE OF rt, s`,
      [tokenHash],
    );
    const found = rows[0];
    if (!found) return { ok: false, reason: 'not_found' };
    if (found.revoked_at !== null) return { ok: false, reason: 'session_revoked' };
    if (found.rotated_at !== null) {
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [found.session_id]);
      return { ok: false, reason: 'already_used', revokedSessionId: found.session_id };
    }
    const refreshToken = newRefreshToken();
    await tx.query('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1', [tokenHash]);
    await tx.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
      hashToken(refreshToken),
      found.session_id,
    ]);
    await tx.query('UPDATE sessions SET refreshed_at = now() WHERE id = $1', [found.session_id]);
    return { ok: true, userId: found.user_id, sessionId: found.session_id, refreshToken };
  });
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
