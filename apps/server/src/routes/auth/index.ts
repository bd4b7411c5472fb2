import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { accessTokenLifetimeSeconds, signAccessToken, type TokenVerifier } from '../../plugins/auth.ts';
import type { AppConfig } from '../../plugins/config.ts';
import type { Database } from '../../plugins/db.ts';
import { AuthError, authApiVersion } from '../../plugins/errors.ts';
import { isStorableJson, isStorableText } from '../../plugins/json-checks.ts';
import { publicOrigin } from '../../plugins/origin.ts';
import {
  clearLoginFailures,
  countAddressAttempt,
  pruneAttempts,
  reserveLoginAttempt,
  type AttemptLimits,
} from './attempts.ts';
import { weakPasswordReason } from './password-policy.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { mergeMetadata, pickProfileChange } from './profile-update.ts';
import {
  maxMetadataBytes,
  maxPasswordLength,
  normaliseEmail,
  passwordGrantBodySchema,
  refreshGrantBodySchema,
  signUpBodySchema,
  updateUserBodySchema,
} from './schemas.ts';
import { createSession, revokeSessions, rotateRefreshToken, type SignOutScope } from './sessions.ts';
import {
  appMetadata,
  findUserByEmail,
  findUserById,
  insertUser,
  toUserJson,
  updatePasswordHash,
  updateUserMetadata,
  type UserRecord,
} from './users.ts';

/** Options of the /auth/v1 routes. */
export interface AuthRoutesOptions {
  db: Database;
  verifier: TokenVerifier;
  config: AppConfig;
}

/** Parses a body with a schema, answering GoTrue's 400 validation_failed when it does not fit. */
function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');
    throw new AuthError(400, 'validation_failed', `Invalid request body: check ${fields}`);
  }
  return result.data;
}

async function checkNewPassword(password: string, email: string): Promise<void> {
  if (!isStorableText(password)) {
    // Two such passwords could hash alike once encoded as UTF-8; no keyboard types them.
    throw new AuthError(
      400,
      'validation_failed',
      'Password cannot contain NUL characters or unpaired surrogates.',
    );
  }
  if (password.length > maxPasswordLength) {
    throw new AuthError(
      422,
      'validation_failed',
      `Password cannot be longer than ${maxPasswordLength} characters.`,
    );
  }
  const weak = await weakPasswordReason(password, email);
  if (weak) {
    throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: [weak.reason] } });
  }
}

function checkMetadata(metadata: Record<string, unknown>): void {
  if (!isStorableJson(metadata)) {
    throw new AuthError(
      400,
      'validation_failed',
      'User metadata cannot contain NUL characters or unpaired surrogates.',
    );
  }
  if (Buffer.byteLength(JSON.stringify(metadata)) > maxMetadataBytes) {
    throw new AuthError(400, 'validation_failed', `User metadata is larger than ${maxMetadataBytes} bytes.`);
  }
}

/** Longest username carried inside an access token. */
const maxTokenUsernameLength = 256;

/**
 * The user metadata an access token carries: the course's own keys only (username and
 * darkMode), so a token stays small however much metadata an account holds (up to 8 KB,
 * which would make tokens too big for common proxies' 8 KB header buffers). The whole
 * metadata is in the user object of every session and /user answer.
 */
function tokenMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (typeof metadata.darkMode === 'boolean') kept.darkMode = metadata.darkMode;
  if (typeof metadata.username === 'string' && metadata.username.length <= maxTokenUsernameLength) {
    kept.username = metadata.username;
  }
  return kept;
}

function grantType(request: FastifyRequest): string | null {
  const query = request.url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get('grant_type');
}

/**
 * The GoTrue subset under /auth/v1: sign-up, password and refresh-token grants, the current
 * user, profile update and sign-out.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, verifier, config } = options;
  // Made on the first login of an unknown e-mail rather than at start, which it would slow.
  let decoy: Promise<string> | undefined;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-supabase-api-version', authApiVersion);
  });

  // Limits, counted in the database so that every server on it shares them: sign-ups and
  // logins per client address, and failed logins per e-mail and address with a growing
  // back-off, which keeps a guesser out without locking the owner out from their own address.
  // Refresh grants are not limited: a learner's open tab needs them.
  const limits: AttemptLimits = {
    perAddress: config.rateLimit.authPerIp,
    failuresBeforeBackoff: config.rateLimit.failuresPerEmailAndAddress,
    windowMs: config.rateLimit.windowMs,
  };
  const tooMany = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return new AuthError(
      429,
      'over_request_rate_limit',
      `Too many attempts; try again in ${retryAfterSeconds} seconds.`,
    );
  };
  const perAddress: preHandlerAsyncHookHandler = async (request, reply) => {
    if (request.routeOptions.url === '/auth/v1/token' && grantType(request) !== 'password') return;
    const verdict = await countAddressAttempt(db, request.ip, limits);
    if (!verdict.allowed) throw tooMany(reply, verdict.retryAfterSeconds);
  };
  const pruning = setInterval(() => {
    pruneAttempts(db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning auth_attempts failed'));
  }, 10 * 60_000);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  /** Answers a new or refreshed session: GoTrue's session response with the user inside. */
  async function sessionResponse(
    request: FastifyRequest,
    user: UserRecord,
    sessionId: string,
    refreshToken: string,
  ) {
    const { token, expiresAt } = await signAccessToken(
      config.jwtSecret,
      {
        id: user.id,
        email: user.email,
        app_metadata: { ...appMetadata },
        user_metadata: tokenMetadata(user.user_metadata),
      },
      sessionId,
      `${publicOrigin(request, config)}/auth/v1`,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: accessTokenLifetimeSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toUserJson(user),
    };
  }

  /** The learner of the request's token, with GoTrue's answers for missing or bad tokens. */
  async function requireUser(request: FastifyRequest): Promise<{ user: UserRecord; sessionId: string }> {
    const result = await verifier.verify(request);
    if (!result.ok) {
      if (result.problem === 'missing') {
        throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      }
      if (result.problem === 'session_revoked') throw new AuthError(403, 'session_not_found', result.detail);
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${result.detail}`,
      );
    }
    if (result.role !== 'authenticated')
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = await findUserById(db, result.userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId: result.sessionId };
  }

  app.post('/auth/v1/signup', { preHandler: perAddress, helmet: false }, async (request) => {
    const body = parseBody(signUpBodySchema, request.body);
    const email = normaliseEmail(body.email);
    if (!email)
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    await checkNewPassword(body.password, email);
    const metadata = body.data ?? {};
    checkMetadata(metadata);

    const user = await insertUser(db, {
      id: randomUUID(),
      email,
      passwordHash: await hashPassword(body.password, config.passwordHashCost),
      metadata,
    });
    if (!user) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const { sessionId, refreshToken } = await createSession(db, user.id);
    return sessionResponse(request, (await findUserById(db, user.id)) ?? user, sessionId, refreshToken);
  });

  app.post('/auth/v1/token', { preHandler: perAddress, helmet: false }, async (request, reply) => {
    const grant = grantType(request);
    if (grant === 'password') {
      const body = parseBody(passwordGrantBodySchema, request.body);
      const email = normaliseEmail(body.email) ?? '';
      // Counted before the slow hash, so that concurrent guesses are each counted (attempts.ts).
      const backoff = await reserveLoginAttempt(db, email, request.ip, limits);
      if (!backoff.allowed) throw tooMany(reply, backoff.retryAfterSeconds);
      const user = await findUserByEmail(db, email);
      // An unknown e-mail costs the same hashing time as a wrong password.
      decoy ??= decoyHash(config.passwordHashCost);
      const matches = await verifyPassword(
        body.password.slice(0, maxPasswordLength),
        user?.password_hash ?? (await decoy),
      );
      if (!user || !matches) {
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      await clearLoginFailures(db, email, request.ip);
      const { sessionId, refreshToken } = await createSession(db, user.id);
      return sessionResponse(request, (await findUserById(db, user.id)) ?? user, sessionId, refreshToken);
    }
    if (grant === 'refresh_token') {
      const body = parseBody(refreshGrantBodySchema, request.body);
      const outcome = await rotateRefreshToken(db, body.refresh_token, {
        secret: config.jwtSecret,
        reuseIntervalMs: config.refreshReuseIntervalMs,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'already_used') {
          // The session this token belonged to is revoked from now on; forget any cached "active".
          await verifier.announceRevoked([outcome.revokedSessionId]);
          throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        if (outcome.reason === 'session_revoked') {
          throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Revoked');
        }
        throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      const user = await findUserById(db, outcome.userId);
      if (!user)
        throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return sessionResponse(request, user, outcome.sessionId, outcome.refreshToken);
    }
    throw new AuthError(
      400,
      'unsupported_grant_type',
      'Unsupported grant_type: use password or refresh_token',
    );
  });

  app.get('/auth/v1/user', { helmet: false }, async (request) => {
    const { user } = await requireUser(request);
    return toUserJson(user);
  });

  app.put('/auth/v1/user', { helmet: false }, async (request) => {
    const { user, sessionId } = await requireUser(request);
    const body = parseBody(updateUserBodySchema, request.body ?? {});
    if (typeof body.email === 'string' && normaliseEmail(body.email) !== user.email) {
      throw new AuthError(422, 'validation_failed', 'Changing the e-mail address is not supported');
    }

    const change = pickProfileChange({ password: body.password ?? undefined, data: body.data ?? undefined });
    let updated: UserRecord | undefined = user;
    if (change.kind === 'password') {
      await checkNewPassword(change.password, user.email);
      if (await verifyPassword(change.password, user.password_hash)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      updated = await updatePasswordHash(
        db,
        user.id,
        await hashPassword(change.password, config.passwordHashCost),
      );
      // A new password ends every other sign-in of this learner; this one stays.
      await verifier.announceRevoked(await revokeSessions(db, user.id, sessionId, 'others'));
    } else if (change.kind !== 'none') {
      const changes =
        change.kind === 'darkMode'
          ? { darkMode: change.darkMode }
          : change.kind === 'username'
            ? { username: change.username }
            : change.data;
      const metadata = mergeMetadata(user.user_metadata, changes);
      checkMetadata(metadata);
      updated = await updateUserMetadata(db, user.id, metadata);
    }
    if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
    return toUserJson(updated);
  });

  app.post('/auth/v1/logout', { helmet: false }, async (request, reply) => {
    const scopeParam = new URLSearchParams(
      request.url.slice(request.url.indexOf('?') + 1 || request.url.length),
    ).get('scope');
    const scope = (scopeParam ?? 'global') as SignOutScope;
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', 'scope must be one of global, local, others');
    }
    const { user, sessionId } = await requireUser(request);
    await verifier.announceRevoked(await revokeSessions(db, user.id, sessionId, scope));
    return reply.code(204).send();
  });
}
