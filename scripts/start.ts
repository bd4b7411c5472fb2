// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (API + built web app) with the embedded database in ./data.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeOptions } from '../apps/server/src/node-options.ts';
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

// The server replaces this process (same pid, signals and output) instead of running beside
// it: a waiting parent would hold another 40–50 MB for as long as the server runs.
const server = [...serverNodeOptions, join(root, 'apps', 'server', 'src', 'server.ts')];
if (process.execve) process.execve(process.execPath, [process.execPath, ...server], process.env);
else process.exit(await run(process.execPath, server));
