// What every /auth/v1 route shares: its dependencies, the limits' 429, the session answer and
// the learner of the request's token.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenLifetimeSeconds, signAccessToken, type TokenVerifier } from '../../lib/auth.ts';
import type { AppConfig } from '../../lib/config.ts';
import type { Database } from '../../lib/db.ts';
import { AuthError } from '../../lib/errors.ts';
import { publicOrigin } from '../../lib/origin.ts';
import type { AttemptLimits } from './attempts.ts';
import { appMetadata, findUserById, toUserJson, type UserRecord } from './users.ts';

/** The Fastify instance of the auth routes: route schemas are zod schemas. */
export type AuthApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the auth routes work with. */
export interface AuthContext {
  readonly db: Database;
  readonly verifier: TokenVerifier;
  readonly config: AppConfig;
  /** Sign-up and login limits (attempts.ts). */
  readonly limits: AttemptLimits;
}

/** The 429 of the sign-up and login limits, with its Retry-After. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): AuthError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many attempts; try again in ${retryAfterSeconds} seconds.`,
  );
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

/** A new or refreshed session: GoTrue's session response with the user inside. */
export async function sessionResponse(
  context: AuthContext,
  request: FastifyRequest,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
) {
  const { token, expiresAt } = await signAccessToken(
    context.config.jwtSecret,
    {
      id: user.id,
      email: user.email,
      app_metadata: { ...appMetadata },
      user_metadata: tokenMetadata(user.user_metadata),
    },
    sessionId,
    `${publicOrigin(request, context.config)}/auth/v1`,
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

/** The signed-in learner of a request: their account and the session of the token. */
export interface SignedInLearner {
  user: UserRecord;
  sessionId: string;
}

const learners = new WeakMap<FastifyRequest, SignedInLearner>();

/**
 * A route hook that requires the learner of the request's token, with GoTrue's answers for a
 * missing or bad token; the handler then reads them with `learnerOf`.
 *
 * @example app.put('/auth/v1/user', { preValidation: requireLearner(context) }, (request) => learnerOf(request))
 */
export function requireLearner(context: AuthContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const result = await context.verifier.verify(request);
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
    if (result.role !== 'authenticated') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const user = await findUserById(context.db, result.userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
    learners.set(request, { user, sessionId: result.sessionId });
  };
}

/** The learner `requireLearner` found for this request. */
export function learnerOf(request: FastifyRequest): SignedInLearner {
  const learner = learners.get(request);
  if (!learner) throw new Error(`${request.routeOptions.url} reads the learner without requireLearner`);
  return learner;
}
