import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodedPath, surfaceOf } from './errors.ts';

const notBuiltPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Grundlagen</title>
  </head>
  <body>
    <h1>Grundlagen</h1>
    <p>The web app is not built yet. Run <code>npm start</code> from the repository root
    (it builds the app first), or <code>npm run build --workspace @grundlagen/web</code>.</p>
    <p>The API is running: <a href="/health">/health</a>.</p>
  </body>
</html>
`;

/** Serves the page for a client-side route: the SPA's index.html, or a note that it is not built. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * Tells whether a request is a browser asking for a page of the single-page app: a GET or
 * HEAD outside the APIs whose last path segment has no file extension.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (surfaceOf(request.url) !== 'other') return false;
  return extname(decodedPath(request.url)) === '';
}

/** index.html names the current build's assets, so a browser must never keep it. */
const neverCached = 'no-store';

/**
 * Where the build writes the pages it prerendered (apps/web/build/prerender.ts): the page for
 * the path `/login` is `prerendered/login.html`, for `/ch1/drills/verb_use`
 * `prerendered/ch1/drills/verb_use.html`.
 */
const prerenderedDir = 'prerendered';

/** The paths the build prerendered, each with its file relative to `webDist`. */
function prerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = join(webDist, prerenderedDir);
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(webDist, join(entry.parentPath, entry.name)).split(sep).join('/');
    pages.set(`/${file.slice(prerenderedDir.length + 1, -'.html'.length)}`, file);
  }
  return pages;
}

/**
 * The hashes (`'sha256-…'`) of the inline scripts of the prerendered pages, which the build lists
 * in `prerendered/script-hashes.json`: the Content-Security-Policy allows these and no others.
 */
export function prerenderedScriptHashes(webDist: string): string[] {
  const file = join(webDist, prerenderedDir, 'script-hashes.json');
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    !Array.isArray(hashes) ||
    !hashes.every((hash) => typeof hash === 'string' && /^'sha256-[\w+/=]+'$/.test(hash))
  )
    throw new Error(`${file} does not list script hashes`);
  return hashes as string[];
}

/**
 * Serves the built web app from `webDist` when it exists, with long caching for hashed
 * assets and none for index.html. A path the build prerendered gets its prerendered page
 * (its screen already in the HTML), any other client-side route index.html. Text files go out as the brotli or gzip copy the build
 * wrote beside them (`.br`, `.gz`) when the browser accepts it. Returns the fallback for
 * client-side routes, which the not-found handler calls.
 *
 * @example const fallback = await registerWebApp(app, config.webDist);
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<PageFallback> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(notBuiltPage));
    return (request, reply) =>
      isPageRequest(request) ? reply.type('text/html; charset=utf-8').send(notBuiltPage) : undefined;
  }

  await app.register(fastifyStatic, {
    root: webDist,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, path) {
      // Vite names assets by content hash, so they never change; index.html must always be fresh.
      // Everything else (the service worker sw.js, manifest.webmanifest, the icons) is checked
      // with the server on every use (no-cache), so a new version is found at once.
      if (path.includes(`${join(webDist, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (/\.html(\.br|\.gz)?$/.test(path)) {
        res.header('cache-control', neverCached);
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  const prerendered = prerenderedPages(webDist);
  return (request, reply) => {
    if (!isPageRequest(request)) return undefined;
    const path = decodedPath(request.url);
    const page = prerendered.get(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
    return reply.header('cache-control', neverCached).sendFile(page ?? 'index.html');
  };
}
