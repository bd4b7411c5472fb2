import { AuthError } from '../../lib/errors.ts';
import { checkMetadata, checkNewPassword } from './account-checks.ts';
import { learnerOf, requireLearner, type AuthApp, type AuthContext } from './context.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { mergeMetadata, pickProfileChange } from './profile-update.ts';
import { normaliseEmail, updateUserBodySchema, userResponseSchema } from './schemas.ts';
import { revokeSessions } from './sessions.ts';
import { toUserJson, updatePasswordHash, updateUserMetadata, type UserRecord } from './users.ts';

/** `GET /auth/v1/user`: the learner of the token. */
export function getUserRoute(app: AuthApp, context: AuthContext): void {
  app.get(
    '/auth/v1/user',
    {
      schema: { response: { 200: userResponseSchema } },
      preValidation: requireLearner(context),
    },
    async (request) => toUserJson(learnerOf(request).user),
  );
}

/**
 * `PUT /auth/v1/user`: one kind of change to the learner's account (profile-update.ts): a new
 * password, which ends their other sessions, or metadata. The token is checked before the body.
 */
export function updateUserRoute(app: AuthApp, context: AuthContext): void {
  const { db, config, verifier } = context;
  app.put(
    '/auth/v1/user',
    {
      schema: { body: updateUserBodySchema.optional(), response: { 200: userResponseSchema } },
      preValidation: requireLearner(context),
    },
    async (request) => {
      const { user, sessionId } = learnerOf(request);
      const body = request.body ?? {};
      if (typeof body.email === 'string' && normaliseEmail(body.email) !== user.email) {
        throw new AuthError(422, 'validation_failed', 'Changing the e-mail address is not supported');
      }

      const change = pickProfileChange({
        password: body.password ?? undefined,
        data: body.data ?? undefined,
      });
      let updated: UserRecord | undefined = user;
      if (change.kind === 'password') {
        await checkNewPassword(change.password, user.email);
        if (await verifyPassword(change.password, user.password_hash)) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
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
    },
  );
}
