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
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LOGIN_PATH } from '../contracts/access.ts';
import { resolveRoute } from './app/active-route.ts';
import { App } from './app/app.tsx';
import { uiRouteFor } from './app/route-table.tsx';
import { initI18n } from './lib/i18n.ts';
import { preloadChunk } from './lib/lazy-chunk.ts';
import { listenForInstallPrompt } from './offline/install.ts';
import { queryClient } from './lib/query-client.ts';
import { session } from './lib/session.ts';
import { STORAGE_KEYS, readStored } from './lib/storage-keys.ts';
import { applyTheme, isDarkStored } from './lib/theme.ts';

setupIonicReact();
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
  // Its chunk loads in parallel with the texts and the session, not after them.
  preloadChunk(firstScreen().screen);
  // The first render needs the texts and the decrypted session: guards decide on the real user.
  await Promise.all([initI18n(), session.refresh()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <App />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
  // After the first render and off the first screen's bundle: the service worker and its updates.
  void import('./offline/sw-register.ts').then((module) => module.registerServiceWorker());
}

void start();
