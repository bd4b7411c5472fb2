import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../../apps/web/build/precompress.ts';

// Built like the web app (same plugins, target and compression), so the two compare fairly.
export default defineConfig({
  plugins: [react(), precompress()],
  build: { target: 'es2022', manifest: true },
});
