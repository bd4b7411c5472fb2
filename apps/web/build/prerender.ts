import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin } from 'vite';
import { DARK_MODE_KEY } from '../src/lib/dark-mode.ts';
import { SESSION_STORAGE_KEY } from '../src/lib/first-page-paths.ts';

/** Where the prerendered pages go inside the build; the server serves them for their paths. */
export const PRERENDERED_DIR = 'prerendered';
/** The SHA-256 hashes of their inline scripts, for the server's Content-Security-Policy. */
export const SCRIPT_HASHES_FILE = `${PRERENDERED_DIR}/script-hashes.json`;

/** What the server-side entry (src/app/prerender.tsx) exports. */
interface PrerenderEntry {
  prerenderedPages(): { path: string; module: string; signedIn: boolean }[];
  renderPage(path: string): Promise<string>;
}

/** What `guardScript` marks on <html> when the prerendered screen is not for this visitor. */
export const SKIP_PRERENDER = 'skip';

/**
 * The inline script at the top of a prerendered page's head, run before anything is painted.
 * It applies the theme as lib/dark-mode.ts will (the stored choice, else the system's), so that
 * a dark page is dark from its first paint. On a page for signed-out visitors (login), a visitor
 * with a stored session gets `data-prerender="skip"` on <html>: the page's inline style hides the
 * root element, and main.tsx empties it and starts the app as without a prerender (to the
 * course). Storage that cannot be read counts as a stored session, as the app counts it.
 */
function guardScript(signedIn: boolean): string {
  const theme =
    `let d=null;try{d=localStorage.getItem(${JSON.stringify(DARK_MODE_KEY)})}catch(e){}` +
    `d=d==='true'||(d!=='false'&&matchMedia('(prefers-color-scheme: dark)').matches);` +
    `const h=document.documentElement;h.dataset.theme=d?'dark':'light';h.style.colorScheme=d?'dark':'light';`;
  const stored = `let s;try{s=localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})!==null}catch(e){s=true}`;
  return signedIn
    ? `{${theme}${stored}}`
    : `{${theme}${stored}if(s)h.dataset.prerender='${SKIP_PRERENDER}';}`;
}

/** Hides a prerendered screen that the guard script found is not for this visitor. */
const skipStyle = `<style>html[data-prerender='${SKIP_PRERENDER}'] #root{display:none}</style>`;

/** The style sheets of a module's chunk and of the chunks it imports, from Vite's manifest. */
function styleSheetsOf(manifest: Manifest, module: string): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...sheets];
}

/**
 * Prerenders the pages `src/app/prerender.tsx` lists (the login, sign-up and landing screens)
 * after the app is built: a server-side build of that entry renders each page's screen with
 * react-dom/server, and the page is written as `prerendered/<path>.html`: the app's index.html
 * with the screen's HTML in its root element (`data-prerendered`, so that main.tsx hydrates it),
 * the style sheets of the screen's chunks in its head (the page looks as it will once hydrated)
 * and an inline guard script first in its head (`guardScript`). The server sends it for that path; the service
 * worker keeps serving index.html (a prerendered page is for a first visit).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'grundlagen:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        // Inside the app's folder, so that the server-side build finds its packages in node_modules.
        mkdirSync(join(root, 'node_modules'), { recursive: true });
        const serverDir = mkdtempSync(join(root, 'node_modules', '.prerender-'));
        try {
          await build({
            configFile: false,
            root,
            mode: 'production',
            logLevel: 'error',
            plugins: [react()],
            ssr: { noExternal: [/^@grundlagen\//] },
            build: {
              ssr: 'src/app/prerender.tsx',
              outDir: serverDir,
              emptyOutDir: true,
              sourcemap: false,
              rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          });
          const entry = (await import(
            pathToFileURL(join(serverDir, 'prerender.mjs')).href
          )) as PrerenderEntry;
          const manifest = JSON.parse(
            readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Manifest;
          const index = readFileSync(join(outDir, 'index.html'), 'utf8');
          const hashes = new Set<string>();
          for (const page of entry.prerenderedPages()) {
            const html = await entry.renderPage(page.path);
            const script = guardScript(page.signedIn);
            hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
            const sheets = styleSheetsOf(manifest, page.module)
              .filter((sheet) => !index.includes(`/${sheet}"`))
              .map((sheet) => `    <link rel="stylesheet" crossorigin href="/${sheet}">\n`)
              .join('');
            const rootElement = '<div id="root"></div>';
            if (!index.includes(rootElement))
              throw new Error('prerender: index.html has no empty root element');
            const document = index
              .replace('<head>', `<head>\n    <script>${script}</script>\n    ${skipStyle}`)
              .replace('</head>', `${sheets}  </head>`)
              .replace(rootElement, `<div id="root" data-prerendered>${html}</div>`);
            const file = join(outDir, PRERENDERED_DIR, `${page.path.slice(1)}.html`);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, document);
          }
          writeFileSync(join(outDir, SCRIPT_HASHES_FILE), `${JSON.stringify([...hashes])}\n`);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
