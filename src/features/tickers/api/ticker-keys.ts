import { announcements } from '../../../../contracts/api/shell.ts';
import { tickersList, tickerView } from '../../../../contracts/api/tickers.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * After a change the list, the record and the shell's strip (page/tickers, keyed by its contract
 * path) are refetched, so a ticker made active shows in the top bar at once.
 */
export function refreshTickers(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(tickersList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(tickerView) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(announcements) }),
  ]);
}
