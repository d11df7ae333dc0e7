import { NavContext } from '@ionic/react';
import { useContext } from 'react';

/**
 * Ionic navigation with a direction: 'root' drops every other page Ionic keeps mounted in its
 * stack (sign-in, sign-out), so no page outlives the session it was drawn for. NavContext rather
 * than useIonRouter: under an Ionic router both reach the same navigator, and without one
 * NavContext still navigates (a full page load) where useIonRouter throws.
 */
export function useIonNavigate(): (
  path: string,
  direction?: 'forward' | 'root',
  action?: 'push' | 'replace',
) => void {
  return useContext(NavContext).navigate;
}
