// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (API + built web app) with the embedded database in ./data.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeOptions } from '../apps/server/src/node-options.ts';
import { superviseServer } from '../apps/server/src/supervisor.ts';
import { run } from './run-steps.ts';

const root = join(import.meta.dirname, '..');
process.chdir(root);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

const web = join(root, 'apps', 'web');
const builtIndex = join(web, 'dist', 'index.html');
if (existsSync(join(web, 'index.html'))) {
  const sources = Math.max(newestChange(join(web, 'src')), newestChange(join(root, 'packages')));
  if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
    console.log('Building the web app…');
    const code = await run('npm', ['run', 'build', '--workspace', '@grundlagen/web']);
    if (code !== 0) process.exit(code);
  }
}

// Ctrl-C and a service manager's SIGTERM reach the server too (same process group, or the
// service's cgroup); its clean stop is then ours, so we wait for it rather than end first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
// Says in one line why the server stopped, when it was not a clean stop (out of memory, a
// crash), and exits non-zero so that a process manager restarts it.
process.exit(await superviseServer([...serverNodeOptions, join(root, 'apps', 'server', 'src', 'server.ts')]));
