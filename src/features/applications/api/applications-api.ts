/**
 * Calls of a client's applications to the bank (contracts/api/applications.ts): the organisation's
 * list and one application, filing one with its attachments, the contact centre's answer, and a
 * file's download. After a write the list and the application are refetched.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  applicationAnswer,
  applicationCreate,
  applicationFile,
  applicationList,
  applicationView,
  type ApplicationAnswerBody,
  type ApplicationBody,
  type ApplicationCategory,
  type ApplicationStatus,
} from '../../../../contracts/api/applications.ts';
import type { ChatFileRef } from '../../../../contracts/api/chat-file.ts';
import { callApi, dataOf, downloadApi, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';
import { saveFile } from '../../../ui/save-file.ts';

export const APPLICATION_PAGE_SIZE = 20;

function refresh(): Promise<unknown> {
  return Promise.all(
    [applicationList, applicationView].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

export function useApplicationList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(applicationList, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(applicationList, {
          query: { page: query.page, pageSize: APPLICATION_PAGE_SIZE },
          body: {
            status: (query.filters['status'] || undefined) as ApplicationStatus | undefined,
            category: (query.filters['category'] || undefined) as ApplicationCategory | undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: endpointKey(applicationView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(applicationView, { params: { id }, signal })),
  });
}

export async function createApplication(body: ApplicationBody) {
  const application = dataOf(await callApi(applicationCreate, { body, idempotencyKey: crypto.randomUUID() }));
  await refresh();
  return application;
}

export async function answerApplication(id: number, body: ApplicationAnswerBody) {
  const application = dataOf(
    await callApi(applicationAnswer, { params: { id }, body, idempotencyKey: crypto.randomUUID() }),
  );
  await refresh();
  return application;
}

export async function downloadApplicationFile(id: number, file: ChatFileRef): Promise<void> {
  const result = await downloadApi(applicationFile, { params: { id, fileId: file.id } });
  if (result.kind === 'file') saveFile(result.blob, result.filename);
}
