// The reference of the page bench: the smallest React page, built with the web app's Vite and
// React in the same run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main>
      <h1>Hallo</h1>
    </main>
  </StrictMode>,
);
