/**
 * Calls of salary statements (contracts/api/salary.ts). Reads are TanStack queries kept in the
 * encrypted read cache (shown "as of" offline). Create by list, sign and send go through the one
 * write path (offline/enqueue-call.ts): the bank's answer when it comes, otherwise queued in the
 * outbox. Upload and delete need the connection. After any change every read of the area is
 * fetched again. Outbox summaries name the statement, never a card.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SALARY_PAGE_SIZE,
  salaryAccounts,
  salaryCards,
  salaryCreateByList,
  salaryDeferredReport,
  salaryDelete,
  salaryList,
  salarySend,
  salarySign,
  salarySignPasskey,
  salarySigningMessage,
  salaryStatusList,
  salaryUpload,
  salaryView,
  type SalaryByListBody,
  type SalaryStatement,
  type SalaryStatusId,
  type SalaryUploadBody,
} from '../../../../contracts/api/salary.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { assertBatchMessage } from '../../../lib/passkey-signing.ts';
import { queryClient, REFERENCE_LIST } from '../../../lib/query-client.ts';
import { openSigningClient } from '../../../lib/signing-client.ts';
import { callWithVersion } from '../../../lib/versioned-call.ts';
import { enqueueCall } from '../../../offline/enqueue-call.ts';
import { keptCall } from '../../../offline/kept-call.ts';

const AREA = 'salary';

export const SALARY_OUTBOX_KINDS = {
  create: 'salaryCreate',
  sign: 'salarySign',
  signPasskey: 'salaryPasskeySign',
  send: 'salarySend',
} as const;

export function refreshSalary(): Promise<unknown> {
  return Promise.all(
    [salaryList, salaryView, salaryAccounts, salaryCards, salaryDeferredReport].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}

export function useSalaryStatements(page: number, filter: { status?: SalaryStatusId }) {
  return useQuery({
    queryKey: endpointKey(salaryList, [page, filter]),
    queryFn: ({ signal }) =>
      keptCall(
        salaryList,
        { query: { page, pageSize: SALARY_PAGE_SIZE }, body: filter, signal },
        { area: AREA },
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useSalaryStatuses() {
  return useQuery({
    queryKey: endpointKey(salaryStatusList),
    queryFn: ({ signal }) => keptCall(salaryStatusList, { signal }, { area: AREA }),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
    networkMode: 'always',
  });
}

export function useSalaryStatement(id: number) {
  return useQuery({
    queryKey: endpointKey(salaryView, id),
    queryFn: ({ signal }) => keptCall(salaryView, { query: { id }, signal }, { area: AREA }),
    enabled: Number.isInteger(id) && id > 0,
    networkMode: 'always',
  });
}

export function useSalaryAccounts(cardCode: string | null) {
  return useQuery({
    queryKey: endpointKey(salaryAccounts, cardCode),
    queryFn: ({ signal }) =>
      keptCall(salaryAccounts, { body: { cardCode: cardCode ?? 'UZCARD' }, signal }, { area: AREA }),
    enabled: cardCode !== null,
    networkMode: 'always',
  });
}

export function useSalaryCards(contractId: string | null) {
  return useQuery({
    queryKey: endpointKey(salaryCards, contractId),
    queryFn: ({ signal }) =>
      keptCall(salaryCards, { body: { contractId: contractId ?? '' }, signal }, { area: AREA }),
    enabled: contractId !== null,
    networkMode: 'always',
  });
}

export function useDeferredReport(page: number, body: { cardCode: string; contractId?: string } | null) {
  return useQuery({
    queryKey: endpointKey(salaryDeferredReport, [page, body]),
    queryFn: ({ signal }) =>
      keptCall(
        salaryDeferredReport,
        { query: { page, pageSize: SALARY_PAGE_SIZE }, body: body ?? { cardCode: 'UZCARD' }, signal },
        { area: AREA },
      ),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export async function createSalaryByList(body: SalaryByListBody) {
  const result = await enqueueCall(salaryCreateByList, {
    kind: SALARY_OUTBOX_KINDS.create,
    aggregateId: `salary:ref:${body.client_reference}`,
    body,
    handle: false,
    summary: `${body.rows.length}`,
  });
  if (result.kind === 'done') await refreshSalary();
  return result;
}

export async function uploadSalary(body: SalaryUploadBody) {
  const answer = dataOf(
    await callApi(salaryUpload, { body, idempotencyKey: crypto.randomUUID(), handle: false }),
  );
  await refreshSalary();
  return answer;
}

/** Signs the statements as shown (id, version, digest) with the signing client, in one signature. */
export async function signSalary(statements: readonly SalaryStatement[]) {
  const data = await salarySigningMessage(statements);
  const client = await openSigningClient();
  let signature;
  try {
    signature = await client.signMessage(data);
  } finally {
    client.close();
  }
  const ids = statements.map((s) => s.id);
  const result = await enqueueCall(salarySign, {
    kind: SALARY_OUTBOX_KINDS.sign,
    aggregateId: `salary:bulk:${ids.join(',')}`,
    body: {
      sign_cipher: signature.signature,
      sign_type: 'eds',
      key_data: { data, version: signature.version, operation_ids: ids },
    },
    summary: statements.map((s) => `№ ${s.number}`).join(', '),
  });
  if (result.kind === 'done') await refreshSalary();
  return result;
}

/** The same batch message signed with the activated phone's passkey. */
export async function signSalaryPasskey(statements: readonly SalaryStatement[], credentialId: string) {
  const data = await salarySigningMessage(statements);
  const assertion = await assertBatchMessage(credentialId, data);
  const ids = statements.map((s) => s.id);
  const result = await enqueueCall(salarySignPasskey, {
    kind: SALARY_OUTBOX_KINDS.signPasskey,
    aggregateId: `salary:bulk:${ids.join(',')}`,
    body: { key_data: { data, operation_ids: ids }, assertion },
    summary: statements.map((s) => `№ ${s.number}`).join(', '),
  });
  if (result.kind === 'done') await refreshSalary();
  return result;
}

export async function sendSalary(statements: readonly SalaryStatement[]) {
  const ids = statements.map((s) => s.id);
  const result = await enqueueCall(salarySend, {
    kind: SALARY_OUTBOX_KINDS.send,
    aggregateId: `salary:bulk:${ids.join(',')}`,
    body: { ids },
    summary: statements.map((s) => `№ ${s.number}`).join(', '),
  });
  if (result.kind === 'done') await refreshSalary();
  return result;
}

export async function deleteSalary(statement: SalaryStatement): Promise<void> {
  dataOf(await callWithVersion(salaryDelete, { id: statement.id }, statement.version));
  await refreshSalary();
}
