// `npm start`: builds the web app (into WEB_DIST if set) and the server (TypeScript to JavaScript) when a build is
// missing or older than its sources, then runs the server (API + built web app) with the
// embedded database in ./data, as apps/server/dist/start-supervised.js.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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
// Where the server finds the built app (WEB_DIST, as the server reads it), apps/web/dist by default.
const webDist = process.env['WEB_DIST'] ? resolve(process.env['WEB_DIST']) : join(web, 'dist');
const builtIndex = join(webDist, 'index.html');
if (existsSync(join(web, 'index.html'))) {
  const sources = Math.max(newestChange(join(web, 'src')), newestChange(join(root, 'packages')));
  if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
    console.log('Building the web app…');
    // From this process, not through npm: one Node process less beside the build, whose steps
    // each run in a process of their own (apps/web/build/build.ts).
    const builder = pathToFileURL(join(web, 'build', 'build.ts')).href;
    const { buildWebApp } = (await import(builder)) as { buildWebApp: (args: string[]) => Promise<boolean> };
    if (!(await buildWebApp(['--outDir', webDist]))) process.exit(1);
  }
}

// The server runs from its JavaScript build: Node's type stripping costs the server process
// about 13 MB (bench/server/start-time.ts).
const server = join(root, 'apps', 'server');
const builtServer = join(server, 'dist', 'start-supervised.js');
if (!existsSync(builtServer) || statSync(builtServer).mtimeMs < newestChange(join(server, 'src'))) {
  console.log('Building the server…');
  const code = await run(process.execPath, [
    join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    join(server, 'tsconfig.build.json'),
  ]);
  if (code !== 0) process.exit(code);
}

// This process (with the build tools and type stripping loaded) becomes the server's
// supervisor in place: same pid, so a service manager and Ctrl-C see no change.
if (process.execve) {
  process.execve(process.execPath, [process.execPath, builtServer], process.env);
} else {
  await import(pathToFileURL(builtServer).href);
}
