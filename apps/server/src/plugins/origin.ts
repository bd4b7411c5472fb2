import type { FastifyRequest } from 'fastify';

/**
 * The origin a client reached this server at, from the request's Host and protocol (and
 * the X-Forwarded-* headers when TRUST_PROXY is on). A Host that is not a plain host name
 * falls back to localhost, so nothing odd is ever echoed into tokens or configuration.
 *
 * @example publicOrigin(request) === 'http://localhost:3000'
 */
export function publicOrigin(request: FastifyRequest): string {
  const host =
    typeof request.host === 'string' && /^[A-Za-z0-9.\-:[\]]{1,255}$/.test(request.host)
      ? request.host
      : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
