import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ErrorScreenStandalone } from './app/startup-error.tsx';
import { loadAppConfig, setAppConfig } from './lib/app-config.ts';
import { applyTheme, initialDarkMode } from './lib/dark-mode.ts';
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
