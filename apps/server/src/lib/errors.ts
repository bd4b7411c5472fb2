import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, requestFault } from './db-error-kinds.ts';

/**
 * Headers of every API answer and of every error (JSON, never rendered): a CSP that allows
 * nothing, and no sniffing. Pages get helmet's full set instead (app.ts registerSecurity);
 * API answers skip helmet, whose per-request work the save path cannot afford.
 */
export const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Meant to be read from other origins too (CORS allows any), as Supabase's API is.
  'cross-origin-resource-policy': 'cross-origin',
};

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

/** The body and headers of an error in the shape of a surface. */
function errorPayload(
  surface: Surface,
  statusCode: number,
  code: { auth: string; rest: string; other: string },
  message: string,
): { headers: Record<string, string>; body: Record<string, unknown> } {
  if (surface === 'auth') {
    return {
      headers: { 'x-supabase-api-version': authApiVersion, 'x-sb-error-code': code.auth },
      body: { code: code.auth, error_code: code.auth, msg: message, message },
    };
  }
  if (surface === 'rest') {
    return { headers: {}, body: { code: code.rest, message, details: null, hint: null } };
  }
  return { headers: {}, body: { statusCode, code: code.other, error: code.other, message } };
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
  const { body } = errorPayload('other', statusCode, { auth: code, rest: code, other: code }, message);
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
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

/** The error for a body with an unpaired UTF-16 surrogate, in the shape of the request's surface. */
export function unpairedSurrogateError(url: string): Error {
  const surface = surfaceOf(url);
  const message = 'Text cannot contain an unpaired UTF-16 surrogate (\\ud800 to \\udfff without its pair)';
  if (surface === 'auth') return new AuthError(400, 'validation_failed', message);
  // PostgreSQL's own answer to such an escape in JSON.
  if (surface === 'rest') {
    return new RestError(400, '22P02', 'invalid input syntax for type json', message);
  }
  return Object.assign(new Error(message), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
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

/**
 * What a route schema's refusal says: the body's fields to check, as GoTrue says it, or the
 * query's own messages (`scope must be one of global, local, others`).
 */
function validationMessage(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): string {
  if (error.validationContext === 'body') {
    const fields = [
      ...new Set(error.validation.map((issue) => issue.instancePath.slice(1).replaceAll('/', '.') || 'body')),
    ];
    return `Invalid request body: check ${fields.join(', ')}`;
  }
  return [...new Set(error.validation.map((issue) => issue.message ?? 'invalid'))].join('; ');
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
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendSurfaceError(
        request,
        reply,
        400,
        { auth: 'validation_failed', rest: 'PGRST100', other: 'bad_request' },
        validationMessage(error),
      );
    }

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

/** Fastify's errors before routing, by code: a malformed path, a too long path parameter. */
const routingErrors: Record<string, { auth: string; rest: string; other: string }> = {
  FST_ERR_BAD_URL: { auth: 'validation_failed', rest: 'PGRST125', other: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { auth: 'validation_failed', rest: 'PGRST125', other: 'bad_url' },
};

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding, a too long
 * table name) is answered before any hook runs, so here, in the surface's shape with the
 * security headers, without echoing the URL. The connection is closed afterwards: the
 * request's body was never read, and what is left of it must not be parsed as a new request
 * (which answered a second time).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const codes = (error.code && routingErrors[error.code]) || {
    auth: 'bad_request',
    rest: 'PGRST100',
    other: 'bad_request',
  };
  reply.headers(apiSecurityHeaders).header('connection', 'close');
  const message = error.code in routingErrors ? 'Invalid path specified in request URL' : 'Bad request';
  void sendSurfaceError(request, reply, 400, codes, message);
}

/** What a request that broke HTTP itself is told, by the parser's error code. */
function clientErrorStatus(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request line and headers are larger than 16 KB' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive' };
  return { status: 400, message: 'The request is not valid HTTP' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers over 16 KB, a
 * broken chunk, a timeout) never reaches Fastify, so it is answered here on the socket: once
 * (nothing when an answer to this request is already on its way), in the shape of the surface
 * its request line names, with the security headers, without a body to a HEAD request, and the
 * connection closed.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node's own default looks at the response in flight the same way.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, 8192) : '';
    const requestLine = /^([A-Z]+) (\S+)/.exec(packet);
    const { status, message } = clientErrorStatus(error.code);
    const codes = {
      auth: status === 431 ? 'request_too_large' : 'bad_request',
      rest: status === 431 ? 'PGRST413' : 'PGRST100',
      other: status === 431 ? 'headers_too_large' : status === 408 ? 'request_timeout' : 'bad_request',
    };
    const { headers, body } = errorPayload(surfaceOf(requestLine?.[2] ?? ''), status, codes, message);
    const text = JSON.stringify(body);
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(text)}`,
      'connection: close',
      ...Object.entries({ ...apiSecurityHeaders, ...headers }).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${requestLine?.[1] === 'HEAD' ? '' : text}`);
  }
  socket.destroy(error);
}
