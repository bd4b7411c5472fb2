import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './prerender.ts';

// The prerender's own build (build/build.ts runs it after the client build, in a process of its
// own): a server-side build of src/app/prerender.tsx, whose plugin then writes the prerendered
// pages into the client build's folder (PRERENDER_INTO, else dist).
const root = resolve(import.meta.dirname, '..');
const into = resolve(root, process.env['PRERENDER_INTO'] ?? 'dist');

export default defineConfig({
  root,
  mode: 'production',
  logLevel: 'error',
  plugins: [react(), prerender(into)],
  ssr: { noExternal: [/^@grundlagen\//] },
  build: {
    ssr: 'src/app/prerender.tsx',
    // Inside the app's folder, so that the built entry finds its packages in node_modules.
    outDir: `node_modules/.prerender-${process.pid}`,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});
