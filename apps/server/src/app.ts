import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAnonKey, TokenVerifier } from './lib/auth.ts';
import type { AppConfig } from './lib/config.ts';
import { isDatabaseReachable, migrate, openDatabase, scheduleMaintenance, type Database } from './lib/db.ts';
import { exceedsJsonDepth, hasUnpairedSurrogate } from './lib/json-checks.ts';
import {
  answerClientError,
  answerFrameworkError,
  apiSecurityHeaders,
  AuthError,
  decodedPath,
  installErrorHandlers,
  invalidJsonError,
  outageRetryAfterSeconds,
  RestError,
  surfaceOf,
  unpairedSurrogateError,
} from './lib/errors.ts';
import { publicOrigin } from './lib/origin.ts';
import { prerenderedScriptHashes, registerWebApp, type PageFallback } from './lib/web.ts';
import { authRoutes } from './routes/auth/index.ts';
import { restRoutes } from './routes/rest/index.ts';

export type { AppConfig } from './lib/config.ts';
export { loadConfig, parseEnv, ConfigError } from './lib/config.ts';

/** Largest request body (docs/product/backend-contract.md "Limits"): far above any save, far below anything harmful. */
export const bodyLimitBytes = 256 * 1024;

/** Request headers supabase-js sends (docs/product/backend-contract.md "Headers"), allowed for a web build served elsewhere. */
const corsAllowedHeaders = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-retry-count',
];

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Security headers and CORS. Pages (the built SPA, its files, its 404s) get helmet's full set
 * with the CSP below; API answers get the fixed `apiSecurityHeaders` (guardApi) and skip helmet.
 * Helmet's middleware runs in our own hook rather than through @fastify/helmet: that plugin
 * hooks every request, API ones too, and leaves a closure over the request on each reply,
 * which kept every request alive past the next young-generation GC and so promoted it whole
 * (docs/decisions/server.md "Why requests were promoted").
 */
async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered pages' inline scripts by their hashes (apps/web/build/prerender.ts).
        scriptSrc: ["'self'", ...prerenderedScriptHashes(config.webDist)],
        // Inline style attributes are how React, dnd-kit and toasts position things; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...(config.siteUrl ? [config.siteUrl] : []),
          ...(config.publicBackend ? [originOf(config.publicBackend.url)] : []),
        ],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Served over plain HTTP locally; a TLS-terminating proxy in front sets HSTS if it wants it.
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) done();
    // Helmet only sets headers; since 8.1 it throws rather than passing an error on.
    else pageHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(cors, {
    // Bearer tokens, not cookies, carry identity, so any origin may call (as on hosted Supabase).
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: corsAllowedHeaders,
    exposedHeaders: ['X-Supabase-Api-Version', 'Content-Range', 'x-sb-error-code'],
    maxAge: 86_400,
    // A bare OPTIONS (no CORS headers) gets an empty 204 rather than a plain-text 400.
    strictPreflight: false,
  });
}

/** `GET /health`: whether the database answers. */
const healthSchema = {
  response: {
    200: z.object({ status: z.literal('ok') }),
    503: z.object({ status: z.literal('unavailable'), message: z.string() }),
  },
};

/** `GET /app-config.json`: the backend the web app talks to. */
const appConfigSchema = {
  response: { 200: z.object({ supabaseUrl: z.string(), supabaseAnonKey: z.string() }) },
};

function isApiPath(url: string): boolean {
  const path = decodedPath(url).replace(/\/+$/, '');
  return surfaceOf(path) !== 'other' || path === '/health' || path === '/app-config.json';
}

/**
 * Sets the API headers, and requires the anon key in `apikey` on every /auth and /rest
 * request, as Supabase's gateway does.
 */
function guardApi(app: FastifyInstance, anonKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    reply.headers(apiSecurityHeaders);
    const surface = surfaceOf(request.url);
    if (request.method === 'OPTIONS' || surface === 'other') return;
    const presented = request.headers.apikey;
    if (isAnonKey(presented, anonKey)) return;
    const message = presented === undefined ? 'No API key found in request' : 'Invalid API key';
    const hint =
      presented === undefined
        ? 'No `apikey` request header was found.'
        : 'Send the anon key from /app-config.json in the `apikey` header.';
    const code = presented === undefined ? 'no_api_key' : 'invalid_api_key';
    if (surface === 'auth') throw new AuthError(401, code, message, { hint });
    throw new RestError(401, code, message, null, hint);
  });
}

/** JSON bodies only; an empty body (supabase-js sends one with logout and DELETE) counts as none. */
function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // Too deep to be honest, and deep enough to overflow a recursive walk later on.
      if (error || exceedsJsonDepth(value)) done(invalidJsonError(request.url), undefined);
      // Not text: encoding it for the database would silently turn it into U+FFFD.
      else if (hasUnpairedSurrogate(text, value)) done(unpairedSurrogateError(request.url), undefined);
      else done(null, value);
    });
  });
}

/**
 * Builds the whole server: database (PGlite or PostgreSQL, migrated), security headers,
 * CORS, the Supabase-compatible /auth/v1 and /rest/v1 APIs, /app-config.json, /health and
 * the built web app. Resolves to a ready Fastify instance; closing it closes the database.
 *
 * @example
 * const app = await buildApp(await loadConfig(process.env));
 * await app.listen({ port: 3000 });
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const db: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  let verifier: TokenVerifier | undefined;
  try {
    await migrate(db);
    const app = Fastify({
      // Fastify never logs bodies (they hold passwords and refresh tokens); credentials in
      // headers are redacted should a request ever be logged whole.
      logger:
        config.logLevel === 'silent'
          ? false
          : {
              level: config.logLevel,
              redact: [
                'req.headers.authorization',
                'req.headers.apikey',
                'req.body.password',
                'req.body.refresh_token',
              ],
            },
      bodyLimit: bodyLimitBytes,
      trustProxy: config.trustProxy,
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
      // Errors before routing and before Fastify (the HTTP parser's) in the API's shape, once.
      frameworkErrors: answerFrameworkError,
      clientErrorHandler: answerClientError,
    });
    const stopMaintenance = scheduleMaintenance(db, (error) => app.log.warn({ err: error }, 'vacuum failed'));
    app.addHook('onClose', async () => {
      stopMaintenance();
      await db.close();
    });

    // Handlers first: encapsulated route plugins inherit the error handler present when they load.
    let pageFallback: PageFallback = () => undefined;
    installErrorHandlers(app, (request, reply) => pageFallback(request, reply));
    registerBodyParsers(app);
    // Route schemas are zod schemas (routes/auth/schemas.ts), checked at the boundary.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerSecurity(app, config);
    guardApi(app, config.anonKey);

    const tokens = new TokenVerifier(config.jwtSecret, db, config.sessionCacheMs);
    verifier = tokens;
    app.addHook('onClose', async () => tokens.close());

    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/health', { schema: healthSchema }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await isDatabaseReachable(db)) return { status: 'ok' as const };
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return reply.code(503).send({ status: 'unavailable', message: 'The database cannot be reached.' });
    });
    api.get('/app-config.json', { schema: appConfigSchema }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return config.publicBackend
        ? { supabaseUrl: config.publicBackend.url, supabaseAnonKey: config.publicBackend.anonKey }
        : { supabaseUrl: publicOrigin(request, config), supabaseAnonKey: config.anonKey };
    });
    await app.register(authRoutes, { db, verifier: tokens, config });
    await app.register(restRoutes, { db, verifier: tokens });
    pageFallback = await registerWebApp(app, config.webDist);

    await app.ready();
    return app;
  } catch (error) {
    // Its LISTEN connection would otherwise keep the process alive after a failed start.
    await verifier?.close().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
}
