import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { deviceClass, PHONE_LAYOUT_MAX_WIDTH } from '@grundlagen/core';
import { DARK_MODE_KEY } from '../src/lib/dark-mode.ts';
import { RETURN_TO } from '../src/lib/auth.ts';
import { SESSION_STORAGE_KEY } from '../src/lib/first-page-paths.ts';

/** Where the prerendered pages go inside the build; the server serves them for their paths. */
export const PRERENDERED_DIR = 'prerendered';
/** The SHA-256 hashes of their inline scripts, for the server's Content-Security-Policy. */
export const SCRIPT_HASHES_FILE = `${PRERENDERED_DIR}/script-hashes.json`;

/** What the server-side entry (src/app/prerender.tsx) exports. */
interface PrerenderEntry {
  prerenderedPages(): Promise<{ path: string; modules: string[]; signedIn: boolean }[]>;
  renderPage(path: string): Promise<string>;
}

/** What `guardScript` marks on <html> when the prerendered screen is not for this visitor. */
export const SKIP_PRERENDER = 'skip';

/**
 * Core's Mobile device class (`deviceClass`), for the inline script; the build checks that
 * they agree (`checkMobilePattern`).
 */
const mobilePattern = /iphone|ipad|ipod|android|blackberry|windows phone/i;

function checkMobilePattern(): void {
  const agents = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.15063',
    'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 Silk/126 like Chrome Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Tablet PC 2.0)',
  ];
  for (const agent of agents)
    if (mobilePattern.test(agent) !== (deviceClass(agent) === 'Mobile'))
      throw new Error(
        `prerender: the inline script's Mobile pattern and core's deviceClass differ on ${agent}`,
      );
}

/**
 * The inline script of a prerendered page's head (after its viewport), run before anything is
 * painted. It applies the theme as lib/dark-mode.ts will (the stored choice, else the system's),
 * so that a dark page is dark from its first paint, and names the device on <html>
 * (`data-device`, as hooks/use-device-class.ts decides it), whose layout the course shell shows
 * until it hydrates (components/layout/layout.tsx). A page for signed-out visitors (login) gets
 * `data-prerender="skip"` on <html> with a stored session: the page's inline style hides the
 * root element, and main.tsx empties it and starts the app as without a prerender (to the
 * course). A signed-in learner's page (a drill) sends a visitor without a stored session to
 * log in and back, as the app's loader would, before painting anything. Storage that cannot
 * be read counts as a stored session, as the app counts it.
 */
function guardScript(signedIn: boolean): string {
  const theme =
    `let d=null;try{d=localStorage.getItem(${JSON.stringify(DARK_MODE_KEY)})}catch(e){}` +
    `d=d==='true'||(d!=='false'&&matchMedia('(prefers-color-scheme: dark)').matches);` +
    `const h=document.documentElement;h.dataset.theme=d?'dark':'light';h.style.colorScheme=d?'dark':'light';` +
    `h.dataset.device=${mobilePattern.toString()}.test(navigator.userAgent)||innerWidth<=${PHONE_LAYOUT_MAX_WIDTH}?'mobile':'desktop';`;
  const stored = `let s;try{s=localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})!==null}catch(e){s=true}`;
  const toLogin =
    `const p=location.pathname+location.search+location.hash;` +
    `location.replace('/login?'+new URLSearchParams({${RETURN_TO}:p}));`;
  return signedIn
    ? `{${theme}${stored}if(!s){h.dataset.prerender='${SKIP_PRERENDER}';${toLogin}}}`
    : `{${theme}${stored}if(s)h.dataset.prerender='${SKIP_PRERENDER}';}`;
}

/** Hides a prerendered screen that the guard script found is not for this visitor. */
const skipStyle = `<style>html[data-prerender='${SKIP_PRERENDER}'] #root{display:none}</style>`;

/** What the client build records of each chunk for the prerender (`recordChunks`). */
export interface RecordedChunk {
  fileName: string;
  /** The app's own modules in it, as `/src/…` (no absolute paths in the build). */
  modules: string[];
  imports: string[];
  css: string[];
}

/** Where the client build leaves its chunk record in the build folder; the prerender deletes it. */
export const CHUNKS_FILE = '.vite/prerender-chunks.json';

/**
 * The client build's half of the prerender: records which chunk holds which of the app's modules
 * and which style sheets each chunk brings, so that the prerender (a later process of its own,
 * `prerender.config.ts`) links a page's style sheets.
 */
export function recordChunks(): Plugin {
  let root = '';
  return {
    name: 'grundlagen:record-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root.replaceAll('\\', '/');
    },
    generateBundle(_options, bundle) {
      const chunks: RecordedChunk[] = Object.values(bundle)
        .filter((file): file is OutputChunk => file.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          modules: chunk.moduleIds
            .map((id) => id.replaceAll('\\', '/'))
            .filter((id) => id.startsWith(`${root}/src/`))
            .map((id) => id.slice(root.length)),
          imports: chunk.imports,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
        }));
      this.emitFile({ type: 'asset', fileName: CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
  };
}

/** The style sheets of a module's chunk and of the chunks it imports (`module`: src/…). */
function styleSheetsOf(chunks: readonly RecordedChunk[], module: string): string[] {
  const suffix = `/${module}`;
  const first = chunks.find((chunk) => chunk.modules.some((id) => id.endsWith(suffix)));
  if (!first) throw new Error(`prerender: no chunk of the build holds ${module}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: RecordedChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const sheet of chunk.css) sheets.add(sheet);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(first);
  return [...sheets];
}

/**
 * Prerenders the pages `src/app/prerender.tsx` lists (the login, sign-up and landing screens,
 * every drill and exercise) into a built app (`outDir`). It is the plugin of the server-side
 * build of that entry (`prerender.config.ts`, run by build/build.ts after the client build, in a
 * process of its own so that the two builds' memory never adds up): once that entry is built, it
 * renders each page's screen with react-dom/server and writes the page as
 * `prerendered/<path>.html`: the app's index.html with the screen's HTML in its root element
 * (`data-prerendered`, so that main.tsx hydrates it), the style sheets of the screen's chunks in
 * its head (the page looks as it will once hydrated) and an inline guard script in its head
 * (`guardScript`). The server sends it for that path; the service worker keeps serving
 * index.html (a prerendered page is for a first visit).
 */
export function prerender(outDir: string): Plugin {
  let serverDir = '';
  return {
    name: 'grundlagen:prerender',
    apply: 'build',
    configResolved(config) {
      serverDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        checkMobilePattern();
        const chunksFile = join(outDir, CHUNKS_FILE);
        try {
          const chunks = JSON.parse(readFileSync(chunksFile, 'utf8')) as RecordedChunk[];
          const entry = (await import(
            pathToFileURL(join(serverDir, 'prerender.mjs')).href
          )) as PrerenderEntry;
          const index = readFileSync(join(outDir, 'index.html'), 'utf8');
          const hashes = new Set<string>();
          for (const page of await entry.prerenderedPages()) {
            const html = await entry.renderPage(page.path);
            const script = guardScript(page.signedIn);
            hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
            const sheets = [...new Set(page.modules.flatMap((module) => styleSheetsOf(chunks, module)))]
              .filter((sheet) => !index.includes(`/${sheet}"`))
              .map((sheet) => `    <link rel="stylesheet" crossorigin href="/${sheet}">\n`)
              .join('');
            const rootElement = '<div id="root"></div>';
            const viewport = /<meta name="viewport"[^>]*>/.exec(index)?.[0];
            if (!viewport) throw new Error('prerender: index.html has no viewport');
            if (!index.includes(rootElement))
              throw new Error('prerender: index.html has no empty root element');
            const document = index
              .replace(viewport, `${viewport}\n    <script>${script}</script>\n    ${skipStyle}`)
              .replace('</head>', `${sheets}  </head>`)
              .replace(rootElement, `<div id="root" data-prerendered>${html}</div>`);
            const file = join(outDir, PRERENDERED_DIR, `${page.path.slice(1)}.html`);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, document);
          }
          writeFileSync(join(outDir, SCRIPT_HASHES_FILE), `${JSON.stringify([...hashes])}\n`);
        } finally {
          rmSync(chunksFile, { force: true });
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
