/**
 * Calls of the registration of accounts (contracts/api/registration-account.ts). Reads are kept in
 * the encrypted read cache (shown "as of" offline), like the other staff consoles' lists. Writes
 * (take, data, complete a step, reject; the admin's steps and parameters) need the connection:
 * they are plain calls with an Idempotency-Key and If-Match, and their buttons are disabled offline
 * with the reason on screen (docs/decisions.md "Registration of accounts").
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  registrationCompleteStep,
  registrationData,
  registrationList,
  registrationParameterCreate,
  registrationParameters,
  registrationParameterUpdate,
  registrationReject,
  registrationSaveData,
  registrationStepCreate,
  registrationStepOptions,
  registrationSteps,
  registrationStepUpdate,
  registrationTake,
  registrationView,
  type RegistrationDataBody,
  type RegistrationListFilter,
  type RegistrationParameterForm,
  type RegistrationStepForm,
} from '../../../../contracts/api/registration-account.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';

const AREA = 'registration-account';
export const REGISTRATION_PAGE_SIZE = 20;

export function useRegistrationList(page: number, filter: RegistrationListFilter) {
  return useQuery({
    queryKey: endpointKey(registrationList, page, JSON.stringify(filter)),
    queryFn: ({ signal }) =>
      keptCall(
        registrationList,
        { query: { page, pageSize: REGISTRATION_PAGE_SIZE }, body: filter, signal },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useRegistrationView(id: number) {
  return useQuery({
    queryKey: endpointKey(registrationView, id),
    queryFn: ({ signal }) => keptCall(registrationView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useRegistrationData(id: number) {
  return useQuery({
    queryKey: endpointKey(registrationData, id),
    queryFn: ({ signal }) => keptCall(registrationData, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useStepOptions() {
  return useQuery({
    queryKey: endpointKey(registrationStepOptions),
    queryFn: ({ signal }) => keptCall(registrationStepOptions, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useRegistrationSteps() {
  return useQuery({
    queryKey: endpointKey(registrationSteps),
    queryFn: ({ signal }) => keptCall(registrationSteps, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

export function useRegistrationParameters() {
  return useQuery({
    queryKey: endpointKey(registrationParameters),
    queryFn: ({ signal }) => keptCall(registrationParameters, { signal }, { area: AREA }),
    networkMode: 'always',
  });
}

async function refreshApplications(): Promise<void> {
  await Promise.all(
    [registrationList, registrationView, registrationData].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

async function refreshSettings(): Promise<void> {
  await Promise.all(
    [registrationSteps, registrationParameters, registrationStepOptions].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

export async function takeApplication(id: number, version: number) {
  const answer = dataOf(await callWithVersion(registrationTake, { id }, version));
  await refreshApplications();
  return answer;
}

export async function saveApplicationData(body: RegistrationDataBody, version: number) {
  const answer = dataOf(await callWithVersion(registrationSaveData, body, version));
  await refreshApplications();
  return answer;
}

export async function completeStep(id: number, stepId: number, version: number) {
  const answer = dataOf(await callWithVersion(registrationCompleteStep, { id, step_id: stepId }, version));
  await refreshApplications();
  return answer;
}

export async function rejectApplication(id: number, reason: string, version: number) {
  const answer = dataOf(await callWithVersion(registrationReject, { id, reason }, version));
  await refreshApplications();
  return answer;
}

export async function saveStep(form: RegistrationStepForm, existing: { id: number; version: number } | null) {
  const answer =
    existing === null
      ? dataOf(await callApi(registrationStepCreate, { body: form }))
      : dataOf(await callWithVersion(registrationStepUpdate, { id: existing.id, ...form }, existing.version));
  await refreshSettings();
  return answer;
}

export async function saveParameter(
  form: RegistrationParameterForm,
  existing: { id: number; version: number } | null,
) {
  const answer =
    existing === null
      ? dataOf(await callApi(registrationParameterCreate, { body: form }))
      : dataOf(
          await callWithVersion(registrationParameterUpdate, { id: existing.id, ...form }, existing.version),
        );
  await refreshSettings();
  return answer;
}
