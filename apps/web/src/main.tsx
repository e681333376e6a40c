// First: the page enters the server's strict CSP before anything makes a style or parses.
import './app/strictCsp';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { i18nReady } from './shared/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// A Chinese visitor's texts arrive with the route chunks, so the first paint is already in Chinese.
// (No top-level await: it would make the bundler split the entry into many more chunks.)
void i18nReady.then(() => render(container));
