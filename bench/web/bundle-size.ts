// The first route's JavaScript (DESIGN §6): builds the web app and adds up, gzipped, the entry
// chunk and every chunk it imports statically (what a learner downloads before the first page).
// Run: npx node bench/web/bundle-size.ts
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const web = join(import.meta.dirname, '..', '..', 'apps', 'web');
const build = spawnSync(
  process.execPath,
  [join(web, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
  {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  },
);
if (build.status !== 0) {
  console.error(build.stderr);
  process.exit(1);
}

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const manifest = JSON.parse(readFileSync(join(web, 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipped = (file: string) => gzipSync(readFileSync(join(web, 'dist', file))).length;

const firstRoute = new Set<string>();
const visit = (key: string) => {
  if (firstRoute.has(key)) return;
  firstRoute.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit('index.html');

const rows = [...firstRoute].map((key) => ({
  file: manifest[key]?.file ?? key,
  bytes: gzipped(manifest[key]?.file ?? key),
}));
rows.sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
const lazy = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js')).length - rows.length;

console.log('chunk (first route, gzip)                 KB');
for (const row of rows.slice(0, 10))
  console.log(`${row.file.padEnd(42)} ${(row.bytes / 1024).toFixed(1).padStart(6)}`);
console.log(`first route total                          ${(total / 1024).toFixed(1).padStart(6)}`);
console.log(`chunks loaded later (lazy pages and sets): ${lazy}`);
console.log('bar (DESIGN §6): about 135 KB gzip');
