import { IonRefresher, IonRefresherContent, type RefresherEventDetail } from '@ionic/react';
import { queryClient } from '../lib/query-client.ts';

/**
 * Pull down to read the screen again (issue 17 point 5), on touch screens: every query a mounted
 * screen shows is fetched again; offline the kept copies stay with their "as of". The spinner
 * stays until the reads end, so the user sees when the screen is current.
 */
export function PullToRefresh() {
  const refresh = async (event: CustomEvent<RefresherEventDetail>) => {
    try {
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      event.detail.complete();
    }
  };
  return (
    <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)} data-testid="pull-to-refresh">
      <IonRefresherContent />
    </IonRefresher>
  );
}
