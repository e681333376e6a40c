// First: the page enters the server's strict CSP before anything makes a style or parses.
import './app/strictCsp';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
// antd's component styles for our theme, made at build time (scripts/antd-css.ts); ours come after.
import './app/antd.generated.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { i18nReady } from './shared/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render is a transition: React renders it in slices that yield to the browser every few
// milliseconds instead of one long task, so input stays responsive while the app starts (TBT).
function render(root: HTMLElement): void {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// A Chinese visitor's texts arrive with the route chunks, so the first paint is already in Chinese.
// (No top-level await: it would make the bundler split the entry into many more chunks.)
void i18nReady.then(() => render(container));
