import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AuthError } from '../../lib/errors.ts';
import { clearLoginFailures, countAddressAttempt, reserveLoginAttempt } from './attempts.ts';
import { sessionResponse, tooManyAttempts, type AuthApp, type AuthContext } from './context.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { maxPasswordLength, normaliseEmail, tokenBodySchema, tokenQuerySchema } from './schemas.ts';
import { createSession, rotateRefreshToken } from './sessions.ts';
import { findUserByEmail, findUserById } from './users.ts';

type TokenBody = z.infer<typeof tokenBodySchema>;

/** Either grant's body, once the query has said which grant it is. */
function bodyOf<Key extends string>(body: TokenBody, key: Key): Extract<TokenBody, Record<Key, unknown>> {
  if (!(key in body)) {
    const fields = key === 'refresh_token' ? 'refresh_token' : 'email, password';
    throw new AuthError(400, 'validation_failed', `Invalid request body: check ${fields}`);
  }
  return body as Extract<TokenBody, Record<Key, unknown>>;
}

/**
 * `POST /auth/v1/token?grant_type=password|refresh_token`: signs in with e-mail and password,
 * or trades a refresh token for a new session. Logins count against the client address's limit
 * and the e-mail's back-off; refreshes are not limited (a learner's open tab needs them).
 */
export function tokenRoute(app: AuthApp, context: AuthContext): void {
  const { db, limits } = context;
  // Made on the first login of an unknown e-mail rather than at start, which it would slow.
  let decoy: Promise<string> | undefined;

  async function passwordGrant(request: FastifyRequest, reply: FastifyReply, body: TokenBody) {
    const { email: typed, password } = bodyOf(body, 'email');
    const email = normaliseEmail(typed) ?? '';
    // Counted before the slow hash, so that concurrent guesses are each counted (attempts.ts).
    const backoff = await reserveLoginAttempt(db, email, request.ip, limits);
    if (!backoff.allowed) throw tooManyAttempts(reply, backoff.retryAfterSeconds);
    const user = await findUserByEmail(db, email);
    // An unknown e-mail costs the same hashing time as a wrong password.
    decoy ??= decoyHash(context.config.passwordHashCost);
    const matches = await verifyPassword(
      password.slice(0, maxPasswordLength),
      user?.password_hash ?? (await decoy),
    );
    if (!user || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    await clearLoginFailures(db, email, request.ip);
    const { sessionId, refreshToken } = await createSession(db, user.id);
    return sessionResponse(
      context,
      request,
      (await findUserById(db, user.id)) ?? user,
      sessionId,
      refreshToken,
    );
  }

  async function refreshTokenGrant(request: FastifyRequest, body: TokenBody) {
    const { refresh_token: token } = bodyOf(body, 'refresh_token');
    const outcome = await rotateRefreshToken(db, token, {
      secret: context.config.jwtSecret,
      reuseIntervalMs: context.config.refreshReuseIntervalMs,
    });
    if (!outcome.ok) {
      if (outcome.reason === 'already_used') {
        // The session this token belonged to is revoked from now on; forget any cached "active".
        await context.verifier.announceRevoked([outcome.revokedSessionId]);
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      if (outcome.reason === 'session_revoked') {
        throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Revoked');
      }
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const user = await findUserById(db, outcome.userId);
    if (!user) {
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return sessionResponse(context, request, user, outcome.sessionId, outcome.refreshToken);
  }

  app.post(
    '/auth/v1/token',
    {
      schema: { querystring: tokenQuerySchema, body: tokenBodySchema },
      preValidation: async (request, reply) => {
        // The query is parsed (not yet validated) here; only logins count against the address.
        const { grant_type: grant } = request.query as { grant_type?: unknown };
        if (grant !== 'password') return;
        const verdict = await countAddressAttempt(db, request.ip, limits);
        if (!verdict.allowed) throw tooManyAttempts(reply, verdict.retryAfterSeconds);
      },
    },
    async (request, reply) => {
      const grant = request.query.grant_type;
      if (grant === 'password') return passwordGrant(request, reply, request.body);
      if (grant === 'refresh_token') return refreshTokenGrant(request, request.body);
      throw new AuthError(
        400,
        'unsupported_grant_type',
        'Unsupported grant_type: use password or refresh_token',
      );
    },
  );
}
