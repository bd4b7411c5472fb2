import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  EARLY_APP_CONFIG,
  practicePaths,
  SESSION_STORAGE_KEY,
  signedOutPaths,
} from '../src/lib/first-page-paths.ts';

/** Modules a signed-in course page asks for on its first load, and a drill's or exercise's. */
const coursePageModules = ['app/catalogue-routes.tsx', 'components/layout/layout.tsx', 'lib/supabase.ts'];
const practicePageModules = ['features/practice/practice-loader.ts', 'features/practice/practice-page.tsx'];
/** The login form's modules: a signed-out visitor's page is the login form (or leads to it). */
const loginPageModules = ['features/auth/components/login-page.tsx'];

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** The chunk files of a chunk and of the chunks it imports (entries left out: the page has them). */
function withImports(bundle: OutputBundle, first: OutputChunk): string[] {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName) || chunk.isEntry) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  add(first);
  return [...files];
}

const normal = (id: string) => id.replaceAll('\\', '/');

/**
 * Each drill's and exercise's path with the chunk files of its set (its module in content's
 * set registry and what that imports, and the vocabulary it loads) and of the screen for the
 * set's kind: the catalogue gives the path's table, the registry the table's module, the set
 * its kind and the practice page the kind's screen.
 */
async function setFilesByPath(bundle: OutputBundle, base: string): Promise<Record<string, string[]>> {
  const chunks = chunksOf(bundle);
  const registry = chunks
    .flatMap((chunk) => chunk.moduleIds)
    .find((id) => normal(id).endsWith('/content/src/sets/registry.ts'));
  if (!registry) throw new Error('first-page preload: the set registry is not in the build');
  const modules = new Map<string, string>();
  for (const match of readFileSync(registry, 'utf8').matchAll(
    /(\w+): async \(\) =>\s*\(await import\('([^']+)'\)\)/g,
  ))
    modules.set(match[1] ?? '', normal(resolve(dirname(registry), match[2] ?? '')));
  // The screen of each set kind, as features/practice/practice-page.tsx imports it.
  const pageModule = chunks
    .flatMap((chunk) => chunk.moduleIds)
    .find((id) => normal(id).endsWith('/src/features/practice/practice-page.tsx'));
  if (!pageModule) throw new Error('first-page preload: the practice page is not in the build');
  const screens = new Map<string, string>();
  for (const match of readFileSync(pageModule, 'utf8').matchAll(
    /'([a-z-]+)': async \(\) =>\s*\(await import\('([^']+)'\)\)/g,
  ))
    screens.set(match[1] ?? '', normal(resolve(dirname(pageModule), match[2] ?? '')));
  const { allMenuItems, hasPracticeSet, loadPracticeSet } = await import('@grundlagen/content');
  const byPath: Record<string, string[]> = {};
  for (const item of allMenuItems()) {
    if (item.table === undefined || !hasPracticeSet(item.table)) continue;
    const module = modules.get(item.table);
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => normal(id) === module));
    if (!chunk) throw new Error(`first-page preload: no chunk holds the set ${item.table}`);
    // The set loads the vocabulary of its chapter and those before beside it (loadPracticeSet).
    const chapter = Number(/^ch(\d+)_/.exec(item.table)?.[1] ?? 13);
    const vocabulary = chunks.filter((candidate) =>
      candidate.moduleIds.some((id) => {
        const number = /\/content\/src\/chapters\/ch(\d+)\/vocabulary\.ts$/.exec(normal(id))?.[1];
        return number !== undefined && Number(number) <= chapter;
      }),
    );
    const screenModule = screens.get((await loadPracticeSet(item.table)).kind);
    const screen = chunks.find((candidate) => candidate.moduleIds.some((id) => normal(id) === screenModule));
    if (!screen) throw new Error(`first-page preload: no chunk holds the screen of ${item.table}`);
    byPath[item.link] = [chunk, ...vocabulary, screen]
      .flatMap((each) => withImports(bundle, each))
      .filter((file, index, all) => all.indexOf(file) === index)
      .map((file) => `${base}${file}`);
  }
  return byPath;
}

/** The files of the chunks holding `modules`, with the chunks they import, as URL paths. */
function filesFor(bundle: OutputBundle, base: string, modules: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName) || chunk.isEntry) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  for (const module of modules) {
    const suffix = `/src/${module}`;
    const chunk = chunks.find((candidate) =>
      candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)),
    );
    if (!chunk) throw new Error(`first-page preload: no chunk holds ${module}`);
    add(chunk);
  }
  return [...files].map((file) => `${base}${file}`);
}

/**
 * A small script the page runs first (`async`, so as soon as it arrives, beside the app's own
 * chunks): for a learner with a stored session it asks at once for the chunks a course page
 * will import (`<link rel="modulepreload">`), and on a drill or exercise for the practice
 * pages' and that set's too, instead of each after the chunk that imports it, a round trip
 * apart; and it requests `/app-config.json`, which the app reads from it (lib/app-config.ts).
 * A signed-out visitor's page, which is the login form or leads to it, asks for the login
 * form's chunk beside the app's.
 */
export function firstPagePreload(): Plugin {
  let base = '/';
  return {
    name: 'grundlagen:first-page-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const login = filesFor(bundle, base, loginPageModules);
      const course = filesFor(bundle, base, coursePageModules);
      const practice = filesFor(bundle, base, practicePageModules).filter((file) => !course.includes(file));
      // Each drill's set as numbers into one list of files: the script stays small.
      const setFiles: string[] = [];
      const sets: Record<string, number[]> = {};
      for (const [path, files] of Object.entries(await setFilesByPath(bundle, base)))
        sets[path] = files
          .filter((file) => !course.includes(file) && !practice.includes(file))
          .map((file) => {
            if (!setFiles.includes(file)) setFiles.push(file);
            return setFiles.indexOf(file);
          });
      const source = `{
const path = location.pathname;
let signedIn = true;
try { signedIn = localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) !== null; } catch {}
const files = [];
if (signedIn && !${signedOutPaths.toString()}.test(path)) {
  window.${EARLY_APP_CONFIG} = fetch('/app-config.json', { cache: 'no-store' });
  files.push(...${JSON.stringify(course)});
  if (${practicePaths.toString()}.test(path)) files.push(...${JSON.stringify(practice)});
  const setFiles = ${JSON.stringify(setFiles)};
  for (const index of ${JSON.stringify(sets)}[path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path] ?? []) files.push(setFiles[index]);
} else if (!signedIn && !/^\\/(new_user|landing_page)(\\/|$)/.test(path)) {
  files.push(...${JSON.stringify(login)});
}
for (const href of files) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
}
`;
      const reference = this.emitFile({ type: 'asset', name: 'first-page.js', source });
      const script = `<script type="module" async src="${base}${this.getFileName(reference)}"></script>`;
      const text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      html.source = text.replace('<head>', `<head>\n    ${script}`);
    },
  };
}
