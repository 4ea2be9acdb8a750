// The styles stay in the entry, so index.html links them and the page is drawn with them.
import './styles/mantine-styles';
import './styles/splash.css';
import './styles/native-picker-icons.css';
import { startEarlyCalls } from './app/start-early-calls';
import { registerServiceWorker } from './lib/register-service-worker';
import { isSignedIn } from './lib/session';
import { yieldToMain } from './lib/yield-to-main';

void startEarlyCalls(window.location.pathname);
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A tab in the background paints nothing: the app then starts after this long at most.
const MAX_WAIT_FOR_PAINT_MS = 1000;

/** Resolves once the browser has painted the page's first content (or after the longest wait). */
const afterFirstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_FOR_PAINT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        done();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });

// A prerendered page (prerender.ts) is complete before any script runs: the browser paints it
// first, and only then does the app's code (already fetched: index.html preloads it) take the
// main thread to hydrate it. It is drawn as a signed-out visitor sees it, so a signed-in user
// does not get it. A signed-in page with a fixed address arrives with its chrome and heading
// (prerender/signed-in-frame.tsx), any other route with index.html's splash: React draws
// over either (both are marked data-splash), and those pages start the app at once.
const hasSplash = root.querySelector('[data-splash]') !== null;
const isPrerendered = !hasSplash && !isSignedIn();
if (!isPrerendered && !hasSplash) root.replaceChildren();
// Each step in a task of its own: React's code, then the app's, then the app itself.
void (isPrerendered ? afterFirstContentfulPaint() : Promise.resolve())
  .then(() => import('react-dom/client'))
  .then(yieldToMain)
  .then(() => import('./start-app'))
  .then(async ({ startApp }) => {
    await yieldToMain();
    await startApp(root, { isPrerendered });
  });
