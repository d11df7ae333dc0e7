/**
 * Calls of the referral programme (contracts/api/referral.ts). Reads are kept in the encrypted read
 * cache for signed-in users; the guest landing's calls are plain (a guest has no store). Joining,
 * entering a code and the bank's decisions are sent directly with an Idempotency-Key.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  referralAdminAgent,
  referralAdminList,
  referralAgentRequests,
  referralApply,
  referralAttracted,
  referralDecide,
  referralEnterPromo,
  referralJoin,
  referralLanding,
  referralMe,
  referralPayout,
  type ReferralApplyBody,
} from '../../../../contracts/api/referral.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';

const AREA = 'referral';

export function useMe() {
  return useQuery({
    queryKey: endpointKey(referralMe),
    queryFn: ({ signal }) => keptCall(referralMe, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export async function join() {
  const data = dataOf(await callApi(referralJoin, { idempotencyKey: crypto.randomUUID() }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(referralMe) });
  return data;
}

export function useLanding(code: string) {
  return useQuery({
    queryKey: endpointKey(referralLanding, code),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(referralLanding, { signal, params: { promocode: code }, handle: false })),
    retry: false,
    // Public: asked for guests too (the app's default waits for a session).
    enabled: true,
    networkMode: 'always',
  });
}

export function apply(body: ReferralApplyBody) {
  return callApi(referralApply, { body, handle: false });
}

export async function enterPromo(promocode: string) {
  const outcome = await callApi(referralEnterPromo, {
    body: { promocode },
    idempotencyKey: crypto.randomUUID(),
    handle: false,
  });
  await queryClient.invalidateQueries({ queryKey: endpointKey(referralMe) });
  return outcome;
}

export function useApplications(kind: 'requests' | 'attracted', page: number) {
  const endpoint = kind === 'requests' ? referralAgentRequests : referralAttracted;
  return useQuery({
    queryKey: endpointKey(endpoint, page),
    queryFn: ({ signal }) =>
      keptCall(endpoint, { signal, query: { page, pageSize: 20 }, body: {} }, { area: AREA }),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useAgents(page: number, text: string) {
  return useQuery({
    queryKey: endpointKey(referralAdminList, page, text),
    queryFn: ({ signal }) =>
      keptCall(
        referralAdminList,
        { signal, query: { page, pageSize: 20 }, body: text === '' ? {} : { text } },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useAgent(code: string, page: number) {
  return useQuery({
    queryKey: endpointKey(referralAdminAgent, code, page),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(referralAdminAgent, {
          signal,
          params: { agentPromoCode: code },
          query: { page, pageSize: 20 },
          body: {},
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function decide(id: number, status: 'in_review' | 'opened' | 'rejected') {
  const data = dataOf(
    await callApi(referralDecide, { body: { id, status }, idempotencyKey: crypto.randomUUID() }),
  );
  await queryClient.invalidateQueries({ queryKey: endpointKey(referralAdminAgent) });
  await queryClient.invalidateQueries({ queryKey: endpointKey(referralAdminList) });
  return data;
}

export async function payout(id: number) {
  const data = dataOf(await callApi(referralPayout, { body: { id }, idempotencyKey: crypto.randomUUID() }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(referralAdminAgent) });
  await queryClient.invalidateQueries({ queryKey: endpointKey(referralAdminList) });
  return data;
}
