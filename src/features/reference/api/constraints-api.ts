/** Calls of payment constraints (contracts/api/constraints.ts, admin). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  constraintCreate,
  constraintList,
  constraintUpdate,
  constraintView,
  type Constraint,
  type ConstraintBody,
} from '../../../../contracts/api/constraints.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TableQuery } from '../../../ui/paged-table/table-logic.ts';

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(constraintList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(constraintView) }),
  ]);

export function useConstraintList(query: TableQuery) {
  return useQuery({
    queryKey: endpointKey(constraintList, query),
    queryFn: async ({ signal }) => {
      const state = query.filters['active'];
      return dataOf(
        await callApi(constraintList, {
          query: { page: query.page, pageSize: 20, sort: query.sort ?? undefined },
          body: {
            ...(state === 'true' || state === 'false' ? { active: state === 'true' } : {}),
            ...(query.filters['text'] ? { text: query.filters['text'] } : {}),
          },
          signal,
        }),
      );
    },
    placeholderData: keepPreviousData,
  });
}

export function useConstraint(id: string) {
  return useQuery({
    queryKey: endpointKey(constraintView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(constraintView, { params: { id }, signal })),
  });
}

export async function createConstraint(body: ConstraintBody): Promise<Constraint> {
  const row = dataOf(await callApi(constraintCreate, { body }));
  await refresh();
  return row;
}

export async function updateConstraint(id: number, body: ConstraintBody): Promise<Constraint> {
  const row = dataOf(await callApi(constraintUpdate, { params: { id }, body }));
  await refresh();
  return row;
}
