import { HelpPage } from '../components/help-page.tsx';

/** /help for signed-in users. */
export function HelpScreen() {
  return <HelpPage next={{ to: '/faq', labelKey: 'toFaq' }} />;
}
