import { useState } from 'react';
import type { UzsClientInfo } from '../../../contracts/api/uzs-payment.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useClientInfo } from './post-client-info.ts';

/** How long typing settles before an account or mfo is looked up. */
export const UZS_LOOKUP_DELAY = 400;

/**
 * Looks up the holder of an account in this bank once typing settles, and hands each new answer
 * to `fill` (which fills the inn and name not typed yet). `fill` runs while rendering, so it may
 * only set the calling component's own state.
 */
export function useKnownClient(account: string, mfo: string, fill: (known: UzsClientInfo) => void) {
  const settledAccount = useDebouncedValue(account, UZS_LOOKUP_DELAY);
  const settledMfo = useDebouncedValue(mfo, UZS_LOOKUP_DELAY);
  const client = useClientInfo(settledAccount, settledMfo);
  const known = client.data;
  const [seenKnown, setSeenKnown] = useState(known);
  if (known !== seenKnown) {
    setSeenKnown(known);
    if (known) fill(known);
  }
  return { settledMfo };
}
