import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ErrorScreenStandalone } from './app/startup-error.tsx';
import { loadAppConfig, setAppConfig } from './lib/app-config.ts';
import { applyTheme, initialDarkMode } from './lib/dark-mode.ts';
import { whenIdle } from './lib/when-idle.ts';
import './styles/app.css';

applyTheme(initialDarkMode());
const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  setAppConfig(await loadAppConfig());
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  root.render(<ErrorScreenStandalone error={error} />);
}

// The service worker (the course offline) registers once the page has loaded and the browser is
// idle: its download of the whole course never slows the first page.
// (MODE, not PROD: a build run under NODE_ENV=test, as the e2e suite's, is still a production build.)
if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  const register = () =>
    whenIdle(
      () =>
        void import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
