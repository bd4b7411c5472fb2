// Paths are judged as they are routed, and no client-sent Host is echoed: a percent-encoded
// `/rest` or `/auth` path gets the same apikey check and API headers as the plain one, and
// /app-config.json and the tokens' `iss` name SITE_URL or the local address, never a foreign
// Host or X-Forwarded-Host. The database plays no part here, so PGlite only.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A request with a raw path and raw headers (fetch would normalise both). */
function raw(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, headers, method, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}

function issuerOf(accessToken: string): unknown {
  const [, payload = ''] = accessToken.split('.');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }).iss;
}

describe('percent-encoded paths and Host headers', () => {
  let server: TestServer;
  let sited: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    sited = await startTestServer('pglite', { SITE_URL: 'https://grundlagen.example.org/' });
  });
  afterAll(async () => {
    await server?.close();
    await sited?.close();
  });

  it('checks the apikey and sets the API headers on encoded /rest and /auth paths', async () => {
    for (const path of [
      '/%72est/v1/ch1_subj_pronoun',
      '/rest/%761/ch1_subj_pronoun?select=*',
      '/%61uth/v1/user',
      '/auth%2Fv1/user',
    ]) {
      const response = await raw(server, path, {});
      expect(response.status, path).toBe(401);
      expect(JSON.parse(response.body).message, path).toBe('No API key found in request');
      expect(response.headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    // With the key the encoded path is the real route, refused for want of a learner as usual.
    const keyed = await raw(server, '/%72est/v1/ch1_subj_pronoun', { apikey: server.anonKey });
    expect(keyed.status).toBe(401);
    expect(JSON.parse(keyed.body).code).toBe('42501');
    const health = await raw(server, '/%68ealth', {});
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers /app-config.json and token issuers with the local address, not a foreign Host', async () => {
    const port = new URL(server.url).port;
    const foreign = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    const config = await raw(server, '/app-config.json', foreign);
    expect(JSON.parse(config.body).supabaseUrl).toBe(`http://localhost:${port}`);
    const spoofedPort = await raw(server, '/app-config.json', { host: 'localhost:1' });
    expect(JSON.parse(spoofedPort.body).supabaseUrl).toBe(`http://localhost:${port}`);
    const loopback = await raw(server, '/app-config.json', { host: `127.0.0.1:${port}` });
    expect(JSON.parse(loopback.body).supabaseUrl).toBe(`http://127.0.0.1:${port}`);

    const signUp = await raw(
      server,
      '/auth/v1/signup',
      { ...foreign, apikey: server.anonKey, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ email: `host-${port}@example.org`, password: 'Kaffee-mit-Milch-7' }),
    );
    expect(signUp.status).toBe(200);
    expect(issuerOf(JSON.parse(signUp.body).access_token)).toBe(`http://localhost:${port}/auth/v1`);
  });

  it('uses SITE_URL whatever the Host says', async () => {
    const config = await raw(sited, '/app-config.json', { host: 'evil.example' });
    expect(JSON.parse(config.body).supabaseUrl).toBe('https://grundlagen.example.org');
    const learner = await sited.signUp();
    expect(issuerOf(learner.accessToken)).toBe('https://grundlagen.example.org/auth/v1');
  });
});
