// `npm run build -w @grundlagen/web`: builds the web app into dist/ (or `--outDir <folder>`) in
// three steps, each in a process of its own so that their memory never adds up (a 1 GB machine
// makes the first `npm start`, which builds the app; docs/decisions/web.md, "The build's memory"):
//   1. the client build (vite.config.ts: the app, its first-page script, the service worker),
//   2. the prerendered pages (prerender.config.ts: a server-side build that renders them),
//   3. brotli and gzip copies of every text file (precompress.ts), in this process.
// Other arguments (`--emptyOutDir`, `--logLevel error`) go to the client build.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { precompressFolder } from './precompress.ts';

const web = join(import.meta.dirname, '..');
const vite = join(web, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * Rolldown, the bundler, allocates with mimalloc, which by default backs its memory with
 * transparent huge pages where the kernel allows them (madvise) and returns freed pages late:
 * with these, the client build peaks some 200 MB lower (about 530 MB instead of 750 MB), at
 * the same speed. A variable already set is kept.
 */
export const bundlerMemory: Record<string, string> = {
  MIMALLOC_ALLOW_THP: '0',
  MIMALLOC_PURGE_DELAY: '0',
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
  MIMALLOC_PAGE_COMMIT_ON_DEMAND: '1',
};

function step(name: string, stepArgs: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(process.execPath, [vite, ...stepArgs], {
    cwd: web,
    stdio: 'inherit',
    env: { ...bundlerMemory, ...process.env, ...env },
  });
  if (result.status === 0) return true;
  console.error(`The web app's ${name} failed.`);
  return false;
}

/**
 * Builds the web app (`args` as `vite build` takes them: `--outDir <folder>` is where, dist by
 * default). Resolves to whether it succeeded.
 */
export async function buildWebApp(args: string[] = []): Promise<boolean> {
  const outDirAt = args.indexOf('--outDir');
  const outDir = resolve(web, outDirAt >= 0 ? (args[outDirAt + 1] ?? 'dist') : 'dist');
  if (!step('client build', ['build', ...args])) return false;
  const prerenderConfig = join('build', 'prerender.config.ts');
  if (!step('prerender', ['build', '--config', prerenderConfig], { PRERENDER_INTO: outDir })) return false;
  await precompressFolder(outDir);
  return true;
}

if (import.meta.main && !(await buildWebApp(process.argv.slice(2)))) process.exit(1);
