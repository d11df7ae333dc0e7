import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/palettes/dark.class.css';
import './ui/theme.css';

import { setupIonicReact } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LOGIN_PATH } from '../contracts/access.ts';
import { App } from './app/app.tsx';
import {
  followSession,
  isGuestAddress,
  loadAllRoutes,
  resolveRoute,
  routesDrawn,
  uiRouteFor,
} from './app/route-store.tsx';
import { initI18n } from './lib/i18n.ts';
import { preloadChunk } from './lib/lazy-chunk.ts';
import { listenForInstallPrompt } from './offline/install.ts';
import { queryClient } from './lib/query-client.ts';
import { session } from './lib/session.ts';
import { STORAGE_KEYS, readStored } from './lib/storage-keys.ts';
import { applyTheme, isDarkStored } from './lib/theme.ts';

setupIonicReact();
// Every area's routes arrive with sign-in; the first screen routes by the guest table (issue 18).
followSession(session);
applyTheme(isDarkStored());
// Before anything awaits: the browser may offer installation as soon as the page loads.
listenForInstallPrompt();

/** The screen the opened address will show: without a kept session, a signed-in page shows sign-in. */
function firstScreen() {
  const opened = resolveRoute(location.pathname);
  const signedOut = readStored(STORAGE_KEYS.login) === null;
  return uiRouteFor(opened.path).auth === 'yes' && signedOut ? resolveRoute(LOGIN_PATH) : opened;
}

async function start(): Promise<void> {
  // A kept session or an address outside the guest table routes by the whole table from the first
  // render (a deep link, a reload); a guest's first screen has only the guest table (issue 18).
  const wholeTable =
    readStored(STORAGE_KEYS.login) !== null || !isGuestAddress(location.pathname)
      ? loadAllRoutes().catch(() => undefined) // the catch-all screen loads it again, or says why not
      : Promise.resolve();
  // The screen's chunk loads in parallel with the texts and the session, not after them.
  void wholeTable.then(() => preloadChunk(firstScreen().screen));
  // The first render needs the texts and the decrypted session: guards decide on the real user.
  await Promise.all([initI18n(), session.refresh(), wholeTable]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const reactRoot = createRoot(root);
  // As a transition React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one task: on a phone at 4x CPU the main thread's blocking
  // time until the sign-in form fell from 340 to 225 ms (median of 5, issue 18). The splash stays
  // until the commit, as before.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  routesDrawn();
  // After the first render and off the first screen's bundle: the service worker and its updates.
  void import('./offline/sw-register.ts').then((module) => module.registerServiceWorker());
}

void start();
