// `npm run bench`: runs every benchmark in bench/ and prints its figures.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run-steps.ts';

const root = join(import.meta.dirname, '..');
const benches = [
  ['answer checking', join(root, 'bench', 'core', 'check-sentence.bench.ts')],
  [
    'first page (JavaScript and throttled load, beside a bare React page)',
    join(root, 'bench', 'web', 'first-page.ts'),
  ],
  ['server', join(root, 'bench', 'server', 'run.ts')],
  ['npm start on a new and an existing data folder', join(root, 'bench', 'server', 'start-time.ts')],
] as const;

let failed = 0;
for (const [name, path] of benches) {
  if (!existsSync(path)) continue;
  console.log(`\n── bench: ${name} ──`);
  if ((await run(process.execPath, [path])) !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
