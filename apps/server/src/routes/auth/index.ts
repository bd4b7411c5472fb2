import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TokenVerifier } from '../../lib/auth.ts';
import type { AppConfig } from '../../lib/config.ts';
import type { Database } from '../../lib/db.ts';
import { authApiVersion } from '../../lib/errors.ts';
import { pruneAttempts } from './attempts.ts';
import type { AuthContext } from './context.ts';
import { logoutRoute } from './logout.ts';
import { signUpRoute } from './sign-up.ts';
import { tokenRoute } from './token.ts';
import { getUserRoute, updateUserRoute } from './user.ts';

/** Options of the /auth/v1 routes. */
export interface AuthRoutesOptions {
  db: Database;
  verifier: TokenVerifier;
  config: AppConfig;
}

/**
 * The GoTrue subset under /auth/v1, one file per route: sign-up (sign-up.ts), the password and
 * refresh-token grants (token.ts), the current user and its update (user.ts), sign-out
 * (logout.ts). Bodies and query strings are checked by each route's zod schema (schemas.ts).
 */
export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, verifier, config } = options;
  // Limits, counted in the database so that every server on it shares them: sign-ups and
  // logins per client address, and failed logins per e-mail and address with a growing
  // back-off, which keeps a guesser out without locking the owner out from their own address.
  const context: AuthContext = {
    db,
    verifier,
    config,
    limits: {
      perAddress: config.rateLimit.authPerIp,
      failuresBeforeBackoff: config.rateLimit.failuresPerEmailAndAddress,
      windowMs: config.rateLimit.windowMs,
    },
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-supabase-api-version', authApiVersion);
  });
  const pruning = setInterval(() => {
    pruneAttempts(db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning auth_attempts failed'));
  }, 10 * 60_000);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  signUpRoute(app, context);
  tokenRoute(app, context);
  getUserRoute(app, context);
  updateUserRoute(app, context);
  logoutRoute(app, context);
}
