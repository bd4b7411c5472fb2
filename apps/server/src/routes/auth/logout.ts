import { learnerOf, requireLearner, type AuthApp, type AuthContext } from './context.ts';
import { logoutQuerySchema } from './schemas.ts';
import { revokeSessions } from './sessions.ts';

/**
 * `POST /auth/v1/logout?scope=global|local|others`: ends the learner's sessions of that scope
 * (all by default), on every server at once. The scope is checked before the token.
 */
export function logoutRoute(app: AuthApp, context: AuthContext): void {
  app.post(
    '/auth/v1/logout',
    { schema: { querystring: logoutQuerySchema }, preHandler: requireLearner(context) },
    async (request, reply) => {
      const { user, sessionId } = learnerOf(request);
      const ended = await revokeSessions(context.db, user.id, sessionId, request.query.scope);
      await context.verifier.announceRevoked(ended);
      return reply.code(204).send();
    },
  );
}
