import { randomUUID } from 'node:crypto';
import { AuthError } from '../../lib/errors.ts';
import { checkMetadata, checkNewPassword } from './account-checks.ts';
import { countAddressAttempt } from './attempts.ts';
import { sessionResponse, tooManyAttempts, type AuthApp, type AuthContext } from './context.ts';
import { hashPassword } from './passwords.ts';
import { normaliseEmail, signUpBodySchema } from './schemas.ts';
import { createSession } from './sessions.ts';
import { findUserById, insertUser } from './users.ts';

/**
 * `POST /auth/v1/signup`: a new account, confirmed at once, signed in. Counted against the
 * client address's limit before its body is looked at.
 */
export function signUpRoute(app: AuthApp, context: AuthContext): void {
  const { db, config, limits } = context;
  app.post(
    '/auth/v1/signup',
    {
      schema: { body: signUpBodySchema },
      preValidation: async (request, reply) => {
        const verdict = await countAddressAttempt(db, request.ip, limits);
        if (!verdict.allowed) throw tooManyAttempts(reply, verdict.retryAfterSeconds);
      },
    },
    async (request) => {
      const { body } = request;
      const email = normaliseEmail(body.email);
      if (!email) {
        throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
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
      return sessionResponse(
        context,
        request,
        (await findUserById(db, user.id)) ?? user,
        sessionId,
        refreshToken,
      );
    },
  );
}
