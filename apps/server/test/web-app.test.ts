// Serving the built web app: files, the single-page-app fallback, caching, and the page
// shown when the web app is not built. On PGlite and on PostgreSQL.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './support/test-server.ts';

/** A made-up hash of a prerendered page's inline script. */
const scriptHash = 'q1E5cHrLvDwR7NqDyzAGDVvhmXQlWlZx2A0pqfNy0VY=';

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
    // What the build's precompress step writes beside each text file.
    for (const file of ['index.html', join('assets', 'app-1a2b.js')]) {
      const content = await readFile(join(webDist, file));
      await writeFile(join(webDist, `${file}.br`), brotliCompressSync(content));
      await writeFile(join(webDist, `${file}.gz`), gzipSync(content));
    }
    await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The service worker and the manifest the build writes (vite-plugin-pwa).
    await writeFile(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    await writeFile(join(webDist, 'manifest.webmanifest'), '{"name":"Grundlagen","start_url":"/"}');
    // A page the build prerendered (apps/web/build/prerender.ts), with its inline script's hash.
    await mkdir(join(webDist, 'prerendered'));
    await writeFile(
      join(webDist, 'prerendered', 'login.html'),
      '<!doctype html><title>Grundlagen login</title><div id="root" data-prerendered><form></form></div>',
    );
    await writeFile(
      join(webDist, 'prerendered', 'login.html.br'),
      brotliCompressSync(await readFile(join(webDist, 'prerendered', 'login.html'))),
    );
    await writeFile(join(webDist, 'prerendered', 'script-hashes.json'), `["'sha256-${scriptHash}'"]`);
    built = await startTestServer(backend, { WEB_DIST: webDist });
    unbuilt = await startTestServer(backend);
  });
  afterAll(async () => {
    await built?.close();
    await unbuilt?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const path of ['/', '/ch1/drills/subject_pronouns', '/new_user', '/settings?tab=1']) {
      const response = await built.request(path, { apikey: null });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('Grundlagen SPA');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
  });

  it('serves a prerendered page for its path, compressed and never cached, its inline script allowed', async () => {
    for (const path of ['/login', '/login/', '/login?redirectTo=%2Ftoc']) {
      const response = await built.request(path, {
        apikey: null,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(await response.text(), path).toContain('Grundlagen login');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('content-security-policy'), path).toContain(
        `script-src 'self' 'sha256-${scriptHash}'`,
      );
    }
    // Any other path (a deeper one too) gets index.html.
    for (const path of ['/login/more', '/new_user']) {
      const response = await built.request(path, { apikey: null });
      expect(await response.text(), path).toContain('Grundlagen SPA');
    }
  });

  it('serves hashed assets with long caching, and other files as they are', async () => {
    const asset = await built.request('/assets/app-1a2b.js', { apikey: null });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await built.request('/favicon.svg', { apikey: null });
    expect(icon.status).toBe(200);
  });

  it('serves the service worker and the manifest fresh on every visit, so a new version is found', async () => {
    const worker = await built.request('/sw.js', { apikey: null });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await built.request('/manifest.webmanifest', { apikey: null });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Grundlagen', start_url: '/' });
  });

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    for (const path of ['/assets/app-1a2b.js', '/', '/ch1/drills/subject_pronouns']) {
      const brotli = await built.request(path, {
        apikey: null,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers.get('content-encoding'), path).toBe('br');
      expect(brotli.headers.get('vary'), path).toMatch(/accept-encoding/i);
      const gzip = await built.request(path, { apikey: null, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      const plain = await built.request(path, { apikey: null, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(plain.headers.get('content-type'), path).toMatch(/javascript|html/);
    }
    const asset = await built.request('/assets/app-1a2b.js', {
      apikey: null,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const page = await built.request('/', { apikey: null, headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-store');
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

  it("gives pages and their files helmet's headers, and API answers only the API's own", async () => {
    for (const path of ['/', '/login', '/favicon.svg', '/assets/missing-9z.js']) {
      const response = await built.request(path, { apikey: null });
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    for (const path of ['/rest/v1/no_table', '/auth/v1/settings', '/health', '/app-config.json']) {
      const response = await built.request(path);
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('says the web app is not built when it is missing', async () => {
    for (const path of ['/', '/ch2/exercises/to_english']) {
      const response = await unbuilt.request(path, { apikey: null });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('not built yet');
    }
  });
});
