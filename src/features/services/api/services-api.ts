/**
 * Calls of the partner check and UZ-invest (contracts/api/services.ts). The lookup and the offers
 * are kept in the encrypted read cache (shown "as of" offline); an application goes through the
 * outbox (offline/enqueue-call.ts) and is sent exactly once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  investApplications,
  investApply,
  investOffers,
  partnerCheck,
  type InvestApplyBody,
} from '../../../../contracts/api/services.ts';
import { endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

const AREA = 'services';

export function usePartner(inn: string) {
  return useQuery({
    queryKey: endpointKey(partnerCheck, inn),
    queryFn: ({ signal }) => keptCall(partnerCheck, { query: { inn }, signal }, { area: AREA }),
    enabled: /^\d{9}$/.test(inn),
    networkMode: 'always',
  });
}

export function useInvestOffers() {
  return useQuery({
    queryKey: endpointKey(investOffers),
    queryFn: ({ signal }) => keptCall(investOffers, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useInvestApplications(page: number) {
  return useQuery({
    queryKey: endpointKey(investApplications, page),
    queryFn: ({ signal }) =>
      keptCall(investApplications, { query: { page, pageSize: 20 }, signal }, { area: AREA }),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export async function applyForOffer(body: InvestApplyBody, reference: string, offerName: string) {
  const result = await enqueueCall(investApply, {
    kind: 'investApply',
    aggregateId: `invest-new:${reference}`,
    body,
    ifMatch: null,
    handle: false,
    ...outboxSummary({ number: '', counterparty: offerName, amount: body.amount, currency: null }),
  });
  if (result.kind === 'done')
    await queryClient.invalidateQueries({ queryKey: endpointKey(investApplications) });
  return result;
}
