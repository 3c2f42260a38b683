// Captures the install prompt before anything else can miss the event.
import './pwa/capture-install-prompt';
import './app/start-share';
import './app/start-path';
import './app/start-prefetch';
import '@picocss/pico/css/pico.min.css';
import './ui/app.css';
import './ui/spinner.css';
import { yieldToMain } from './lib/yield-to-main';

const element = document.getElementById('root');
if (!element) throw new Error('index.html lacks the #root element.');
/** Shown in place of the app when its chunk cannot be loaded (a broken deployment, a lost connection on a first visit). */
const UNAVAILABLE = "Freeplay couldn't load. Check your connection, then reload the page.";

// Three tasks: the first page's request above, then ReactDOM's evaluation, then the app's own
// modules (src/app/create-root.ts and src/app/boot.tsx say why).
void yieldToMain()
  .then(() => import('./app/create-root'))
  .then(async ({ createAppRoot }) => {
    const root = createAppRoot(element);
    await yieldToMain();
    const { startApp } = await import('./app/boot');
    await startApp(root);
  })
  .catch((error: unknown) => {
    console.error('[start-up] the app could not be loaded', error);
    element.textContent = UNAVAILABLE;
  });
