import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser fetches; source maps are left out (only developer tools read them). */
const textExtensions = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(path);
    } else if (textExtensions.has(extname(entry.name))) {
      yield path;
    }
  }
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of a
 * build, so the server sends whichever the browser accepts without compressing per request
 * (`preCompressed` in the server's static plugin). Files that would not shrink get no copy.
 * A few files at a time: a best-quality brotli stream holds tens of megabytes while it works.
 */
export async function precompressFolder(outDir: string): Promise<void> {
  const files: string[] = [];
  for await (const path of filesUnder(outDir)) files.push(path);
  const compressOne = async (path: string) => {
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    if (br.length < content.length) await writeFile(`${path}.br`, br);
    if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) await compressOne(files[next++]!);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** `precompressFolder` as a build plugin, once the bundle is written (the bench's bare page). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'grundlagen:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, handler: () => precompressFolder(outDir) },
  };
}
