import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, requestFault } from './db-errors.ts';

/** The GoTrue API version this server speaks; auth-js reads error codes from `code` only when it is echoed. */
export const authApiVersion = '2024-01-01';

/**
 * An error answered in GoTrue's shape: `{code, error_code, msg, message}` plus the
 * `X-Supabase-Api-Version` and `x-sb-error-code` headers (docs/product/backend-contract.md "Auth"). Both the
 * old (`error_code`, `msg`) and new (`code`, `message`) fields are sent so any auth-js
 * version reads the same code and text.
 *
 * @example throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
 */
export class AuthError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

/**
 * An error answered in PostgREST's shape `{code, message, details, hint}` (docs/product/backend-contract.md "REST").
 *
 * @example throw new RestError(404, 'PGRST205', "Could not find the table 'public.x' in the schema cache");
 */
export class RestError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

/** Which API a path belongs to; errors are shaped after the service the client expects there. */
export type Surface = 'auth' | 'rest' | 'other';

/**
 * The path of a request URL (the query left off), percent-decoded as the router decodes it,
 * so that every decision about a path is made on the path that is routed: `/%72est/v1/x`
 * is `/rest/v1/x`. A malformed encoding is left as it is (the router refuses it).
 *
 * @example decodedPath('/%72est/v1/t?select=*') === '/rest/v1/t'
 */
export function decodedPath(url: string): string {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Tells the API surface of a request URL (path with or without query), on its decoded path. */
export function surfaceOf(url: string): Surface {
  const path = decodedPath(url);
  if (path === '/auth/v1' || path.startsWith('/auth/v1/')) return 'auth';
  if (path === '/rest/v1' || path.startsWith('/rest/v1/')) return 'rest';
  return 'other';
}

/** Sends an AuthError with GoTrue's headers. */
export function sendAuthError(reply: FastifyReply, error: AuthError): FastifyReply {
  return reply
    .code(error.statusCode)
    .header('x-supabase-api-version', authApiVersion)
    .header('x-sb-error-code', error.code)
    .type('application/json; charset=utf-8')
    .send({
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...error.extra,
    });
}

/** Sends a RestError in PostgREST's shape. */
export function sendRestError(reply: FastifyReply, error: RestError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send({ code: error.code, message: error.message, details: error.details, hint: error.hint });
}

/** Sends a plain JSON error for paths outside /auth and /rest. */
function sendPlainError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, code, error: code, message });
}

/** Sends an error of the given status and code in the shape of the request's surface. */
export function sendSurfaceError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: { auth: string; rest: string; other: string },
  message: string,
): FastifyReply {
  const surface = surfaceOf(request.url);
  if (surface === 'auth') return sendAuthError(reply, new AuthError(statusCode, code.auth, message));
  if (surface === 'rest') return sendRestError(reply, new RestError(statusCode, code.rest, message));
  return sendPlainError(reply, statusCode, code.other, message);
}

/** The error for a body that is not valid JSON, in the shape of the request's surface. */
export function invalidJsonError(url: string): Error {
  const surface = surfaceOf(url);
  if (surface === 'auth') return new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  if (surface === 'rest') return new RestError(400, 'PGRST102', 'Empty or invalid json');
  return Object.assign(new Error('Body is not valid JSON'), {
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
  });
}

/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const outageRetryAfterSeconds = 5;

/** Answers an error the database raised because of the request's values, in the surface's shape. */
function sendRequestFault(
  request: FastifyRequest,
  reply: FastifyReply,
  fault: NonNullable<ReturnType<typeof requestFault>>,
  state: string,
): FastifyReply {
  if (fault === 'missing_reference') {
    return sendSurfaceError(
      request,
      reply,
      surfaceOf(request.url) === 'auth' ? 404 : 409,
      { auth: 'user_not_found', rest: state, other: 'conflict' },
      'The account this request belongs to no longer exists',
    );
  }
  if (fault === 'conflict') {
    return sendSurfaceError(
      request,
      reply,
      409,
      { auth: 'conflict', rest: state, other: 'conflict' },
      'Conflict',
    );
  }
  return sendSurfaceError(
    request,
    reply,
    400,
    { auth: 'validation_failed', rest: state, other: 'bad_request' },
    'The request carries a value that cannot be stored',
  );
}

/** Fastify's own client errors, translated to what a Supabase client would see. */
const frameworkErrors: Record<string, { auth: string; rest: string; other: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { auth: 'request_too_large', rest: 'PGRST413', other: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { auth: 'bad_json', rest: 'PGRST107', other: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { auth: 'bad_json', rest: 'PGRST102', other: 'bad_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { auth: 'bad_json', rest: 'PGRST102', other: 'bad_request' },
  FST_ERR_CTP_INVALID_JSON_BODY: { auth: 'bad_json', rest: 'PGRST102', other: 'bad_request' },
};

/**
 * Installs the error and not-found handlers: every client mistake becomes a 4xx JSON body in
 * the shape of its surface; anything unexpected is logged and answered with a generic 500
 * that leaks nothing. Unknown paths that are pages of the web app go to `pageFallback`.
 */
export function installErrorHandlers(
  app: FastifyInstance,
  pageFallback: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AuthError) return sendAuthError(reply, error);
    if (error instanceof RestError) return sendRestError(reply, error);

    const fastifyError = error as FastifyError;
    const statusCode = fastifyError.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const mapped = (fastifyError.code && frameworkErrors[fastifyError.code]) || {
        auth: 'bad_request',
        rest: 'PGRST100',
        other: 'bad_request',
      };
      const message =
        statusCode === 413
          ? 'Request body is too large'
          : statusCode === 415
            ? 'Unsupported Content-Type'
            : error.message;
      return sendSurfaceError(request, reply, statusCode, mapped, message);
    }

    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: no stack trace per request, and the client is told to retry.
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return sendSurfaceError(
        request,
        reply,
        503,
        { auth: 'unexpected_failure', rest: 'PGRST000', other: 'service_unavailable' },
        'The database cannot be reached right now; try again shortly.',
      );
    }
    const fault = requestFault(error);
    if (fault) return sendRequestFault(request, reply, fault, (error as { code: string }).code);

    request.log.error({ err: error }, 'unexpected error');
    return sendSurfaceError(
      request,
      reply,
      500,
      { auth: 'unexpected_failure', rest: 'PGRST000', other: 'internal_error' },
      'Internal server error',
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const page = pageFallback(request, reply);
    if (page) return page;
    const path = decodedPath(request.url);
    if (surfaceOf(request.url) === 'rest') {
      return sendRestError(reply, new RestError(404, 'PGRST125', 'Invalid path specified in request URL'));
    }
    return sendSurfaceError(
      request,
      reply,
      404,
      { auth: 'not_found', rest: 'PGRST125', other: 'not_found' },
      `Route ${request.method} ${path} not found`,
    );
  });
}
