// Serving the built web app: files, the single-page-app fallback, caching, and the page
// shown when the web app is not built. On PGlite and on PostgreSQL.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('web app on %s', (backend) => {
  let built: TestServer;
  let unbuilt: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'grundlagen-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><title>Grundlagen SPA</title><script src="/assets/app-1a2b.js"></script>',
    );
    await writeFile(join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app");');
    await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    built = await startTestServer(backend, { WEB_DIST: webDist });
    unbuilt = await startTestServer(backend);
  });
  afterAll(async () => {
    await built?.close();
    await unbuilt?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const path of ['/', '/ch1/drills/subject_pronouns', '/login', '/settings?tab=1']) {
      const response = await built.request(path, { apikey: null });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('Grundlagen SPA');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with long caching, and other files as they are', async () => {
    const asset = await built.request('/assets/app-1a2b.js', { apikey: null });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await built.request('/favicon.svg', { apikey: null });
    expect(icon.status).toBe(200);
  });

  it('answers a missing file with 404 JSON instead of the app', async () => {
    const response = await built.request('/assets/missing-9z.js', { apikey: null });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('keeps the APIs apart from the app', async () => {
    const rest = await built.request('/rest/v1/no_table');
    expect(rest.status).toBe(404);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST205');
    const auth = await built.request('/auth/v1/unknown');
    expect(auth.status).toBe(404);
    expect(auth.headers.get('content-type')).toContain('application/json');
  });

  it('says the web app is not built when it is missing', async () => {
    for (const path of ['/', '/ch2/exercises/to_english']) {
      const response = await unbuilt.request(path, { apikey: null });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('not built yet');
    }
  });
});
