import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a Host header value (`name`, `name:port`, `[v6]:port`), lower-cased. */
function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return name.toLowerCase();
}

/** The connection's local address as it would appear in a URL. */
function urlAddress(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(plain) === 6 ? `[${plain}]` : plain;
}

/**
 * The origin this server is reached at, for /app-config.json and the tokens' `iss`:
 * SITE_URL when set; otherwise the local address the request came in on. The Host header
 * only chooses how that address is spelled — a loopback name, the configured HOST or the
 * connection's own local address — and the port is always the connection's own; any other
 * Host (and X-Forwarded-Host) is ignored, so nothing a client sends is echoed back.
 *
 * @example publicOrigin(request, config) === 'http://localhost:3000'
 */
export function publicOrigin(request: FastifyRequest, config: Pick<AppConfig, 'siteUrl' | 'host'>): string {
  if (config.siteUrl) return config.siteUrl;
  const port = request.socket.localPort;
  const presented = typeof request.headers.host === 'string' ? hostName(request.headers.host) : '';
  const local = urlAddress(request.socket.localAddress);
  const allowed =
    loopbackNames.has(presented) ||
    (presented !== '' && (presented === config.host.toLowerCase() || presented === local));
  return `http://${allowed ? presented : 'localhost'}:${port}`;
}
