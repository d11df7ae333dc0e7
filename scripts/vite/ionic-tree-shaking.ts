/**
 * The Ionic parts of the build's tree-shaking lever (docs/architecture.md §5), shared by the app's
 * build (vite.config.ts) and the bench's baseline (scripts/bench/baseline.ts), so the baseline is
 * built with the same lever the app is measured with.
 */
import type { Alias } from 'vite';

/**
 * @ionic/react's IonIcon imports ionicons' own build of ion-icon, which brings a second Stencil
 * runtime; @ionic/core ships the same element (its ionicons dependency) on the runtime the app
 * loads anyway. One ion-icon, one runtime.
 */
export const ION_ICON_ALIAS: Alias = {
  find: /^ionicons\/components\/ion-icon\.js$/,
  replacement: '@ionic/core/components/ion-icon.js',
};

/**
 * @ionic/react's entry imports every component module of @ionic/core (`components/ion-*.js`); they
 * have no side effects when loaded (an element is defined by the wrapper that renders it) but are
 * not marked so. Taken as free of side effects, those the first screen never renders are dropped.
 * Measured lever: first-screen JS 534 KB → 188 KB gzip.
 */
export function isIonicComponentModule(id: string): boolean {
  return /@ionic[\\/]core[\\/]components[\\/]ion-/.test(id);
}
