/// <reference types="vite/client" />
/**
 * The reference of the bench's first-screen figures (issue 18): an Ionic 9 + React Router hello
 * world with one sign-in form, built with the same tree-shaking plugins as the app
 * (scripts/bench/baseline.ts). Whatever the app's /login costs beyond this is ours to answer for.
 * No JSX, so the tools' type check needs no JSX settings.
 */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';

import {
  IonApp,
  IonButton,
  IonContent,
  IonHeader,
  IonInput,
  IonPage,
  IonRouterOutlet,
  IonTitle,
  IonToolbar,
  setupIonicReact,
} from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';

setupIonicReact();

function SignIn() {
  return h(
    IonPage,
    null,
    h(IonHeader, null, h(IonToolbar, null, h(IonTitle, null, 'Sign in'))),
    h(
      IonContent,
      { className: 'ion-padding' },
      h(IonInput, { label: 'Username', labelPlacement: 'stacked', autocomplete: 'username' }),
      h(IonInput, {
        label: 'Password',
        labelPlacement: 'stacked',
        type: 'password',
        autocomplete: 'current-password',
      }),
      h(IonButton, { expand: 'block' }, 'Sign in'),
    ),
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
createRoot(root).render(
  h(
    IonApp,
    null,
    h(
      IonReactRouter,
      null,
      h(
        IonRouterOutlet,
        null,
        h(
          Routes,
          null,
          h(Route, { path: '/login', element: h(SignIn) }),
          h(Route, { path: '*', element: h(Navigate, { to: '/login', replace: true }) }),
        ),
      ),
    ),
  ),
);
