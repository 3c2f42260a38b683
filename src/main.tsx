// Captures the install prompt before anything else can miss the event.
import './pwa/capture-install-prompt';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@picocss/pico/css/pico.min.css';
import './ui/app.css';
import { App } from './app/App';
import { prefetchFirstRoute } from './app/prefetch-first-route';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element.');

// The first page's games travel while React starts.
prefetchFirstRoute(window.location.hash);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
