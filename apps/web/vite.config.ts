import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstPagePreload } from './build/first-page-preload.ts';
import { precompress } from './build/precompress.ts';

// The API runs beside the web app in production (same origin); in development Vite proxies it.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), firstPagePreload(), precompress()],
  server: {
    proxy: {
      '/auth': apiTarget,
      '/rest': apiTarget,
      '/app-config.json': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // React, React Router and TanStack Query load together on every page: one chunk, not a
        // dozen small ones (each costs a request and compresses worse).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 3,
            },
            // The app's own modules of the first page (login or course): a dozen small chunks
            // compress worse than one.
            { name: 'app', tags: ['$initial'], test: /apps[\\/]web[\\/]src[\\/]/, priority: 2 },
            // What every signed-in course page needs: the routes built from the catalogue, the
            // course shell (without its navigation, see components/layout/navigation.ts) and the
            // progress tracker.
            {
              name: 'course',
              test: /(app[\\/]catalogue-routes|components[\\/]layout[\\/](layout|header|navigation\.ts)|lib[\\/]tracker|content[\\/]src[\\/](catalogue[\\/]|sets[\\/]registry|lessons[\\/]registry))/,
              priority: 1,
            },
            // What every drill and exercise page needs: its loader, answers, saving and frame, and
            // what the screens share (the checker, the answer field, the learner's mistakes). One
            // chunk, requested with the course's: as a score of small chunks they came in waves
            // of six (HTTP/1.1's connections per host), a round trip each, after the set's own
            // chunk. Each screen stays its own chunk (word order's brings dnd-kit); the page's
            // first-page script asks for it with the set (build/first-page-preload.ts).
            {
              name: 'practice',
              test: /(features[\\/]practice[\\/](practice-loader|practice-page|api[\\/]|hooks[\\/]|components[\\/](?!jumble))|components[\\/]ui[\\/](answer-field|speak-button|special-characters)|lib[\\/](mistakes|uuid|outbox|owned-rows)\.|core[\\/]src[\\/]answer-checking[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    name: '@grundlagen/web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
