import { registerSW } from 'virtual:pwa-register';
import { toast } from './toast.ts';

/**
 * Registers the service worker (vite.config.ts, VitePWA), which then downloads the whole course
 * for offline use. Called once the page has loaded and the browser is idle, so that download
 * never competes with the first page. A new version is announced, and only taken on Reload: a
 * page never runs half old, half new.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast.info('A new version is available', {
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void update(true) },
      });
    },
    onRegisterError(error: unknown) {
      console.error('The course could not be made available offline.', error);
    },
  });
}
