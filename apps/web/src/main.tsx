import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ErrorScreenStandalone } from './app/startup-error.tsx';
import { createHydratingRouter, preloadFirstPage } from './app/router.tsx';
import { startLoadingAppConfig } from './lib/app-config.ts';
import { applyTheme, initialDarkMode } from './lib/dark-mode.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles/app.css';

applyTheme(initialDarkMode());
const container = document.getElementById('root') as HTMLElement;

// Everything the first page needs starts at once, side by side: the backend's address, the
// page's code (and for a drill its set and the learner's answers, which its loader fetches as
// soon as the code is in), rather than one after the other.
const configLoad = startLoadingAppConfig();
preloadFirstPage(window.location.pathname);

/**
 * A page the build prerendered (build/prerender.ts) arrives with its screen in the root element
 * (`data-prerendered`): React hydrates that HTML, keeping whatever the visitor typed meanwhile.
 * When the page's inline script found the screen is not for this visitor (`data-prerender="skip"`
 * on <html>: a stored session on the login page), the screen, hidden, is dropped. Any other page
 * is rendered here.
 */
async function start() {
  if (document.documentElement.dataset['prerender'] === 'skip') {
    container.replaceChildren();
    delete document.documentElement.dataset['prerender'];
  }
  if (container.dataset['prerendered'] !== undefined && container.firstElementChild) {
    const queryClient = createQueryClient();
    const router = await createHydratingRouter(queryClient).catch(() => null);
    // The page's code could not load: the app starts as on any page, and shows why.
    if (router === null) container.replaceChildren();
    else
      return hydrateRoot(
        container,
        <StrictMode>
          <App prepared={{ queryClient, router }} />
        </StrictMode>,
      );
  }
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return root;
}

const started = start();
configLoad.catch(
  async (error: unknown) => void (await started).render(<ErrorScreenStandalone error={error} />),
);
