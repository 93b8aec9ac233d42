// First: zod must be told to do without eval before any module builds a schema.
import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadSignedInPage } from './app/router';
import './styles/tokens.css';
import './styles/base.css';
import './app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

preloadSignedInPage(window.location.pathname);

// A transition: the first render is drawn in slices that let the browser paint and take input between them.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
);
