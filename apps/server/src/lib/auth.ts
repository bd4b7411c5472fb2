import { timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { Database } from './db.ts';

/** Access tokens live one hour, as on hosted Supabase; well above auth-js's 90 s refresh margin. */
export const accessTokenLifetimeSeconds = 3600;

const anonKeyIssuer = 'grundlagen';
// Fixed claims make the anon key a pure function of the secret: the same secret always
// yields the same key, so nothing but the secret has to be kept.
const anonKeyIssuedAt = 1_767_225_600; // 2026-01-01T00:00:00Z
const anonKeyExpires = anonKeyIssuedAt + 10 * 365 * 24 * 3600;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells whether a string is a UUID in canonical text form. */
export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && uuidPattern.test(value);
}

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs the public anon key: an HS256 JWT `{iss, role: "anon", iat, exp}` (docs/product/backend-contract.md "Auth").
 *
 * @example const anonKey = await signAnonKey(secret);
 */
export async function signAnonKey(secret: string): Promise<string> {
  return new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(anonKeyIssuer)
    .setIssuedAt(anonKeyIssuedAt)
    .setExpirationTime(anonKeyExpires)
    .sign(secretKey(secret));
}

/** Tells whether a key is an unexpired anon-role JWT signed with the secret. */
export async function verifyAnonKey(key: string, secret: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(key, secretKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return payload.role === 'anon';
  } catch {
    return false;
  }
}

/** The audience of a learner's access token, as GoTrue sets it; tokens for any other are refused. */
export const learnerAudience = 'authenticated';

/** The user fields an access token carries. */
export interface TokenUser {
  id: string;
  email: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

/**
 * Signs a learner's access token with the claims GoTrue puts in it (docs/product/backend-contract.md "Auth").
 *
 * @example const { token, expiresAt } = await signAccessToken(secret, user, sessionId, 'http://localhost:3000/auth/v1');
 */
export async function signAccessToken(
  secret: string,
  user: TokenUser,
  sessionId: string,
  issuer: string,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + accessTokenLifetimeSeconds;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience(learnerAudience)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(secretKey(secret));
  return { token, expiresAt };
}

/** Why a bearer token was refused. */
export type TokenProblem =
  | 'missing' // no Authorization header
  | 'malformed' // not a JWT we can read
  | 'bad_signature' // not signed with our secret (or alg none / another algorithm)
  | 'expired'
  | 'bad_claims' // signed by us but not a learner's token (e.g. the anon key)
  | 'session_revoked';

/** The outcome of checking a request's bearer token. */
export type BearerResult =
  | { ok: true; role: 'authenticated'; userId: string; sessionId: string; claims: JWTPayload }
  | { ok: true; role: 'anon' }
  | { ok: false; problem: TokenProblem; detail: string };

/** Reads the token from `Authorization: Bearer …`; undefined when absent. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Channel on which servers sharing a PostgreSQL database announce revoked sessions. */
export const revocationChannel = 'grundlagen_sessions_revoked';

/**
 * Checks bearer tokens: signature (HS256 only), expiry, claims, and that the session is
 * still active. Session answers are cached for `cacheMs` so the hot path costs no query.
 * Revocations clear the cache of this server at once and, on PostgreSQL, of every other
 * server on the database through a notification; while that notification channel is not
 * connected the cache is not used, so a revocation never waits for a cache to expire.
 */
export class TokenVerifier {
  readonly #secret: Uint8Array;
  readonly #db: Database;
  readonly #cacheMs: number;
  // PGlite has one server by construction (its data folder is locked), so its cache is always safe.
  #cacheTrusted: boolean;
  #stopListening: (() => Promise<void>) | undefined;
  readonly #sessions = new Map<string, { active: boolean; freshUntil: number; userId: string }>();
  // Verified signatures, by exact token text: a learner's token is checked once, not per
  // request. Any change to a token is a different key, so nothing unverified gets in.
  readonly #verified = new Map<string, JWTPayload>();

  constructor(secret: string, db: Database, cacheMs: number) {
    this.#secret = secretKey(secret);
    this.#db = db;
    this.#cacheMs = cacheMs;
    this.#cacheTrusted = db.listen === undefined;
    this.#stopListening = db.listen?.(revocationChannel, {
      message: (payload) => this.forgetSessions(payload.split(',')),
      connected: (up) => {
        // Whatever was announced while disconnected is unknown: start from a clean cache.
        this.#sessions.clear();
        this.#cacheTrusted = up;
      },
    });
  }

  /** Stops listening for other servers' revocations. */
  async close(): Promise<void> {
    await this.#stopListening?.();
  }

  /**
   * Verifies the request's bearer token.
   *
   * @example const result = await verifier.verify(request); if (result.ok && result.role === 'authenticated') …
   */
  async verify(request: FastifyRequest): Promise<BearerResult> {
    const token = bearerToken(request);
    if (token === undefined) return { ok: false, problem: 'missing', detail: 'no bearer token' };

    let payload: JWTPayload;
    const known = this.#verified.get(token);
    try {
      if (known && typeof known.exp === 'number' && known.exp * 1000 > Date.now()) {
        payload = known;
      } else {
        if (known) this.#verified.delete(token);
        // A token without `exp` would never expire: refused, whoever signed it.
        ({ payload } = await jwtVerify(token, this.#secret, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        }));
        if (this.#verified.size >= 10_000) this.#verified.clear(); // bounded; a miss costs one HMAC
        this.#verified.set(token, payload);
      }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        return { ok: false, problem: 'expired', detail: 'JWT expired' };
      if (
        error instanceof joseErrors.JWSSignatureVerificationFailed ||
        error instanceof joseErrors.JOSEAlgNotAllowed
      ) {
        return { ok: false, problem: 'bad_signature', detail: 'JWSError JWSInvalidSignature' };
      }
      if (error instanceof joseErrors.JWTClaimValidationFailed) {
        return { ok: false, problem: 'bad_claims', detail: error.message };
      }
      return { ok: false, problem: 'malformed', detail: 'JWT could not be decoded' };
    }

    if (payload.role === 'anon' && payload.sub === undefined) return { ok: true, role: 'anon' };
    if (payload.role !== 'authenticated') {
      return { ok: false, problem: 'bad_claims', detail: 'invalid claim: role is not authenticated' };
    }
    // A learner's token is meant for this API, as GoTrue's are (`aud: authenticated`).
    const audience = payload.aud;
    if (audience !== learnerAudience && !(Array.isArray(audience) && audience.includes(learnerAudience))) {
      return { ok: false, problem: 'bad_claims', detail: 'invalid claim: aud is not authenticated' };
    }
    const userId = payload.sub;
    const sessionId = payload.session_id;
    if (typeof userId !== 'string' || !isUuid(userId)) {
      return { ok: false, problem: 'bad_claims', detail: 'invalid claim: missing sub claim' };
    }
    if (typeof sessionId !== 'string' || !isUuid(sessionId)) {
      return { ok: false, problem: 'bad_claims', detail: 'invalid claim: missing session_id claim' };
    }
    if (!(await this.#isSessionActive(sessionId, userId))) {
      return {
        ok: false,
        problem: 'session_revoked',
        detail: 'Session from session_id claim in JWT does not exist',
      };
    }
    return { ok: true, role: 'authenticated', userId, sessionId, claims: payload };
  }

  async #isSessionActive(sessionId: string, userId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.#sessions.get(sessionId);
    if (cached && this.#cacheTrusted && now < cached.freshUntil) {
      return cached.active && cached.userId === userId;
    }

    // Every learner's session is checked again every few seconds, on the save path: prepared
    // where the database can (PGlite: 0.05 ms of CPU instead of 0.2).
    const sql = 'SELECT user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL';
    const { rows } = await (this.#db.queryPrepared
      ? this.#db.queryPrepared<{ user_id: string }>(sql, [sessionId])
      : this.#db.query<{ user_id: string }>(sql, [sessionId]));
    const owner = rows[0]?.user_id;
    if (this.#sessions.size > 50_000) this.#sessions.clear(); // bound memory; a miss only costs a query
    // Each answer is kept for between half and all of cacheMs, at random: learners who all came at
    // once (a class starting a drill) are then checked again spread out, not all in one moment.
    const freshUntil = now + this.#cacheMs * (0.5 + Math.random() / 2);
    this.#sessions.set(sessionId, { active: owner !== undefined, freshUntil, userId: owner ?? '' });
    return owner === userId;
  }

  /** Forgets cached answers for these sessions (on this server only). */
  forgetSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) this.#sessions.delete(id);
  }

  /**
   * Makes revocations take effect at once on this server and on every other server on the
   * same PostgreSQL database (call after the revocation has committed).
   *
   * @example await verifier.announceRevoked(await revokeSessions(db, userId, sessionId, 'global'));
   */
  async announceRevoked(sessionIds: readonly string[]): Promise<void> {
    this.forgetSessions(sessionIds);
    if (this.#db.listen === undefined || sessionIds.length === 0) return;
    // NOTIFY payloads must stay under 8,000 bytes: 200 ids of 37 characters each at most.
    for (let start = 0; start < sessionIds.length; start += 200) {
      const chunk = sessionIds.slice(start, start + 200).join(',');
      await this.#db.query('SELECT pg_notify($1, $2)', [revocationChannel, chunk]);
    }
  }
}

/**
 * Compares an `apikey` header with the anon key in constant time (for equal lengths).
 *
 * @example isAnonKey(request.headers.apikey, config.anonKey)
 */
export function isAnonKey(presented: unknown, anonKey: string): boolean {
  if (typeof presented !== 'string' || presented.length !== anonKey.length) return false;
  // The key's length is public (it is in every page); its content is compared in constant time.
  const a = Buffer.from(presented);
  const b = Buffer.from(anonKey);
  return a.length === b.length && timingSafeEqual(a, b);
}
