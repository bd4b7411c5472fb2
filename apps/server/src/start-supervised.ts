// npm start's parent process once the builds are in place (scripts/start.ts replaces itself
// with this file's build, dist/start-supervised.js): runs the server's build under the
// supervisor and exits with what the supervisor says. Plain JavaScript without the build
// tools or TypeScript's type stripping loaded, it holds about 45 MB beside the server, not 76.
import { join } from 'node:path';
import { serverNodeOptions } from './node-options.ts';
import { superviseServer } from './supervisor.ts';

// Ctrl-C and a service manager's SIGTERM reach the server too (same process group, or the
// service's cgroup); its clean stop is then ours, so we wait for it rather than end first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
// Says in one line why the server stopped, when it was not a clean stop (out of memory, a
// crash), and exits non-zero so that a process manager restarts it.
process.exit(await superviseServer([...serverNodeOptions, join(import.meta.dirname, 'server.js')]));
