/**
 * The home route as the app composes it: the shell's home with the dashboard cards of other
 * areas, and the payments' offline follow-ups (features never import each other; app/ does).
 */
import {
  BalancesCard,
  CostsCard,
  CreditInfoCard,
  CurrencyHistoryCard,
} from '../features/dashboard/components/dashboard-cards.tsx';
import { PhoneInboxCard } from '../features/heads/components/phone-inbox-card.tsx';
import { ToSignCard } from '../features/payments-uzs/components/to-sign-card.tsx';
import { PaymentFollowUps } from '../features/payments-uzs/offline/use-follow-ups.ts';
import { HomeScreen } from '../features/shell/screens/home-screen.tsx';
import { SurveyPrompt } from '../features/surveys/components/survey-prompt.tsx';

export function ComposedHomeScreen() {
  return (
    <>
      <PaymentFollowUps />
      <HomeScreen
        cards={
          <>
            <SurveyPrompt />
            <PhoneInboxCard />
            <ToSignCard />
            <BalancesCard />
            <CreditInfoCard />
            <CostsCard />
            <CurrencyHistoryCard />
          </>
        }
      />
    </>
  );
}
