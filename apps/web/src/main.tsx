import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ErrorScreenStandalone } from './app/startup-error.tsx';
import { preloadFirstPage } from './app/router.tsx';
import { startLoadingAppConfig } from './lib/app-config.ts';
import { applyTheme, initialDarkMode } from './lib/dark-mode.ts';
import './styles/app.css';

applyTheme(initialDarkMode());
const root = createRoot(document.getElementById('root') as HTMLElement);

// Everything the first page needs starts at once, side by side: the backend's address, the
// page's code (and for a drill its set and the learner's answers, which its loader fetches as
// soon as the code is in), rather than one after the other.
const configLoad = startLoadingAppConfig();
preloadFirstPage(window.location.pathname);
root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);
configLoad.catch((error: unknown) => root.render(<ErrorScreenStandalone error={error} />));
