// Captures the install prompt before anything else can miss the event.
import './pwa/capture-install-prompt';
import './app/start-share';
import './app/start-path';
import './app/start-prefetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@picocss/pico/css/pico.min.css';
import './ui/app.css';
import { App } from './app/App';
import { afterFirstContent, startFirstContentClock } from './lib/first-content';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startFirstContentClock();
// The stored library and its sync start in chunks of their own, once the page's content is painted;
// so do the visits "New since your last visit" compares with, noted on every page.
void afterFirstContent().then(() => {
  void import('./app/start-library-sync');
  void import('./app/start-visit-tracking');
});
