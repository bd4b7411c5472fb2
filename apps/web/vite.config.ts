import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { firstPagePreload } from './build/first-page-preload.ts';
import { recordChunks } from './build/prerender.ts';

// The API runs beside the web app in production (same origin); in development Vite proxies it.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The theme colours of the page (styles/tokens.css `--bg`), light and dark. */
const lightBackground = '#f7f5f0';

export default defineConfig({
  plugins: [
    react(),
    firstPagePreload(),
    // Installable and offline (docs/decisions.md, "Offline and installable"): the manifest, the
    // icons (made from public/favicon.svg at build time, pwa-assets.config.ts) and a service worker that precaches
    // the app shell and every chunk of the course, so every page opens offline. The page
    // registers it once loaded and idle (lib/service-worker.ts); a new version waits until the
    // learner reloads.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      pwaAssets: {
        config: true, // pwa-assets.config.ts
        overrideManifestIcons: true,
        includeHtmlHeadLinks: true,
        injectThemeColor: false,
      },
      manifest: {
        id: '/',
        name: 'Grundlagen: German grammar for English speakers',
        short_name: 'Grundlagen',
        description: 'The fundamentals of German grammar for English speakers.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f3a5f',
        background_color: lightBackground,
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // The prerendered pages are for a first visit; offline, index.html serves every path.
        globIgnores: ['prerendered/**'],
        navigateFallback: '/index.html',
        // The APIs and the server's own pages are never answered from the cache.
        navigateFallbackDenylist: [/^\/(auth|rest|health|app-config\.json)(\/|$)/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // The prerendered pages and the compressed copies are made after this build, each in a
    // process of its own (build/build.ts, `npm run build`); this records what the prerender needs.
    recordChunks(),
  ],
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
            // The backend client (auth-js, postgrest-js): its own chunk, so that a course page's
            // session check and first queries start as soon as it has arrived and run, while the
            // larger course chunk is still on its way.
            {
              name: 'backend',
              test: /(node_modules[\\/]@supabase[\\/]|apps[\\/]web[\\/]src[\\/]lib[\\/]supabase\.ts)/,
              priority: 1.5,
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
            // first-page script asks for it with the set (build/first-page-preload.ts). The
            // answer checker is not part of it: a typed screen fetches it (with the course's
            // lexicon) once its inputs show (lib/answer-checking.ts).
            {
              name: 'practice',
              test: /(features[\\/]practice[\\/](practice-loader|practice-page|api[\\/]|hooks[\\/]|components[\\/](?!jumble))|components[\\/]ui[\\/](answer-field|speak-button|special-characters)|lib[\\/](mistakes|uuid|owned-rows|answer-checking)\.)/,
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
