/**
 * Calls of OKO, tariffs and commissions (contracts/api/oko.ts). The client's reads are kept in the
 * encrypted read cache (shown "as of" offline); an application and a staff decision go through the
 * one write path (offline/enqueue-call.ts): the bank's answer when it comes, else the outbox.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  okoAgreement,
  okoAgreements,
  okoApplications,
  okoApplicationView,
  okoApply,
  okoDecide,
  okoMyApplications,
  okoTariffs,
  type OkoApplication,
  type OkoApplicationStatus,
  type OkoApplyBody,
} from '../../../../contracts/api/oko.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { outboxSummary } from '../../../offline/summary.ts';

const AREA = 'oko';
export const OKO_PAGE_SIZE = 20;

export function useOkoAgreements() {
  return useQuery({
    queryKey: endpointKey(okoAgreements),
    queryFn: ({ signal }) => keptCall(okoAgreements, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useOkoTariffs() {
  return useQuery({
    queryKey: endpointKey(okoTariffs),
    queryFn: ({ signal }) => keptCall(okoTariffs, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useOkoAgreement(agrNum: string, tariffId: number, page: number) {
  return useQuery({
    queryKey: endpointKey(okoAgreement, agrNum, tariffId, page),
    queryFn: ({ signal }) =>
      keptCall(
        okoAgreement,
        { query: { agr_num: agrNum, tariff_id: tariffId, page, pageSize: OKO_PAGE_SIZE }, signal },
        { area: AREA },
      ),
    enabled: agrNum !== '' && Number.isInteger(tariffId) && tariffId > 0,
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useMyApplications(page: number) {
  return useQuery({
    queryKey: endpointKey(okoMyApplications, page),
    queryFn: ({ signal }) =>
      keptCall(okoMyApplications, { query: { page, pageSize: OKO_PAGE_SIZE }, signal }, { area: AREA }),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useStaffApplications(page: number, status: OkoApplicationStatus | undefined) {
  return useQuery({
    queryKey: endpointKey(okoApplications, page, status ?? ''),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(okoApplications, {
          query: { page, pageSize: OKO_PAGE_SIZE, ...(status ? { status } : {}) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStaffApplication(id: number) {
  return useQuery({
    queryKey: endpointKey(okoApplicationView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(okoApplicationView, { query: { id }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export async function applyForTariff(body: OkoApplyBody, reference: string) {
  const result = await enqueueCall(okoApply, {
    kind: 'okoApply',
    aggregateId: `oko-new:${reference}`,
    body,
    ifMatch: null,
    handle: false,
    ...outboxSummary({ number: body.agr_num, counterparty: body.comment, amount: '' }),
  });
  if (result.kind === 'done') {
    await queryClient.invalidateQueries({ queryKey: endpointKey(okoMyApplications) });
    await queryClient.invalidateQueries({ queryKey: endpointKey(okoAgreements) });
  }
  return result;
}

export async function decideApplication(
  application: OkoApplication,
  decision: 'accept' | 'refuse',
  reason: string,
) {
  const result = await enqueueCall(okoDecide, {
    kind: 'okoDecide',
    aggregateId: `oko-application:${String(application.id)}`,
    body: { id: application.id, decision, reason },
    ifMatch: String(application.version),
    handle: false,
    ...outboxSummary({
      number: application.agr_num,
      counterparty: application.organization.name,
      amount: '',
    }),
  });
  if (result.kind === 'done') {
    await queryClient.invalidateQueries({ queryKey: endpointKey(okoApplications) });
    await queryClient.invalidateQueries({ queryKey: endpointKey(okoApplicationView) });
  }
  return result;
}
