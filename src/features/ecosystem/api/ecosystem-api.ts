/**
 * Calls of the ecosystem and OSGOR (contracts/api/insurance.ts). The menu, the cars and the
 * contracts are kept in the encrypted read cache (shown "as of" offline). Calculating and buying
 * need the insurer's live answer, so they are sent directly and are disabled offline
 * (docs/decisions.md, Ecosystem and OSGOR); the purchase carries an Idempotency-Key made once per form.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  avtoList,
  ecoSystemMenu,
  insuranceAccountList,
  insuranceAdd,
  insuranceCalculate,
  insuranceCompanyList,
  insuranceDistricts,
  insuranceDownload,
  insuranceList,
  insurancePrepare,
  insuranceRegions,
  type InsuranceAddBody,
  type InsuranceCalculateBody,
} from '../../../../contracts/api/insurance.ts';
import { bankToday } from '../../../lib/dates.ts';
import { INSURANCE_LIST_FROM, INSURANCE_PAGE_SIZE } from '../../../../contracts/insurance-rules.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { keptCall } from '../../../offline/kept-call.ts';
import { saveFile } from '../../../ui/save-file.ts';

const AREA = 'insurance';

export function useEcoMenu() {
  return useQuery({
    queryKey: endpointKey(ecoSystemMenu),
    queryFn: ({ signal }) => keptCall(ecoSystemMenu, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useCars() {
  return useQuery({
    queryKey: endpointKey(avtoList),
    queryFn: ({ signal }) => keptCall(avtoList, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useCompanies() {
  return useQuery({
    queryKey: endpointKey(insuranceCompanyList),
    queryFn: async ({ signal }) => dataOf(await callApi(insuranceCompanyList, { signal })),
  });
}

export function usePrepare() {
  return useQuery({
    queryKey: endpointKey(insurancePrepare),
    queryFn: async ({ signal }) => dataOf(await callApi(insurancePrepare, { signal, handle: false })),
    retry: false,
  });
}

export function useOwnAccounts() {
  return useQuery({
    queryKey: endpointKey(insuranceAccountList),
    queryFn: async ({ signal }) => dataOf(await callApi(insuranceAccountList, { signal })),
  });
}

export function useRegions(companyId: number | null) {
  return useQuery({
    queryKey: endpointKey(insuranceRegions, companyId),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(insuranceRegions, { signal, query: { insurance_company_id: companyId ?? 0 } })),
    enabled: companyId !== null,
  });
}

export function useDistricts(companyId: number | null, regionId: number | null) {
  return useQuery({
    queryKey: endpointKey(insuranceDistricts, companyId, regionId),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(insuranceDistricts, {
          signal,
          query: { insurance_company_id: companyId ?? 0, region_id: regionId ?? 0 },
        }),
      ),
    enabled: companyId !== null && regionId !== null,
  });
}

export function useContracts(page: number) {
  return useQuery({
    queryKey: endpointKey(insuranceList, page),
    queryFn: ({ signal }) =>
      keptCall(
        insuranceList,
        {
          signal,
          query: { page, pageSize: INSURANCE_PAGE_SIZE },
          body: { from_date: INSURANCE_LIST_FROM, to_date: bankToday() },
        },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

/** A warning (the insurer's refusal) comes back as an outcome, not an error: the form shows it. */
export function calculatePremium(body: InsuranceCalculateBody) {
  return callApi(insuranceCalculate, { body, handle: false });
}

export async function addContract(body: InsuranceAddBody, idempotencyKey: string) {
  const outcome = await callApi(insuranceAdd, { body, idempotencyKey, handle: false });
  if (outcome.kind === 'response' && outcome.envelope?.status === 'success')
    await queryClient.invalidateQueries({ queryKey: endpointKey(insuranceList) });
  return outcome;
}

export async function downloadPolicy(id: number): Promise<boolean> {
  const outcome = await downloadApi(insuranceDownload, { query: { id } });
  if (outcome.kind !== 'file') return false;
  saveFile(outcome.blob, outcome.filename);
  return true;
}
