import { HelpPage } from '../components/help-page.tsx';

/** /help-guest: the same help before signing in, with the way back to the login page. */
export function HelpGuestScreen() {
  return <HelpPage next={{ to: '/login', labelKey: 'toLogin' }} />;
}
