/** Calls of surveys (contracts/api/surveys.ts): the client's prompt and the staff's ratings and NPS. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  npsByBranch,
  npsByProduct,
  npsSummary,
  npsUpload,
  ratingList,
  ratingView,
  surveyAnswer,
  surveyDecline,
  surveyPending,
  surveyProductCreate,
  surveyProductUpdate,
  surveyProductView,
  type RatingFilter,
  type SurveyAnswerBody,
  type SurveyProductBody,
} from '../../../../contracts/api/surveys.ts';
import { callApi, dataOf, endpointKey } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const RATING_PAGE_SIZE = 20;

export interface Period {
  readonly from: string;
  readonly to: string;
}

const body = (p: Period) => ({ date_from: p.from, date_to: p.to });

export function useSurveyPending(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(surveyPending),
    queryFn: async ({ signal }) => dataOf(await callApi(surveyPending, { signal, handle: false })),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export async function answerSurvey(answer: SurveyAnswerBody, idempotencyKey: string) {
  const result = dataOf(await callApi(surveyAnswer, { body: answer, handle: false, idempotencyKey }));
  await queryClient.invalidateQueries({ queryKey: endpointKey(surveyPending) });
  return result;
}

export async function declineSurvey() {
  await callApi(surveyDecline, {});
  await queryClient.invalidateQueries({ queryKey: endpointKey(surveyPending) });
}

export function useRatings(filter: RatingFilter, page: number, sort?: string) {
  return useQuery({
    queryKey: endpointKey(ratingList, filter, page, sort),
    queryFn: async ({ signal }) =>
      dataOf(
        await callApi(ratingList, {
          query: { page, pageSize: RATING_PAGE_SIZE, sort },
          body: filter,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every answer of the filter (for the export), at most 5 000. */
export async function allRatings(filter: RatingFilter) {
  return dataOf(await callApi(ratingList, { query: { page: 1, pageSize: 500 }, body: filter })).list;
}

export function useRating(id: number) {
  return useQuery({
    queryKey: endpointKey(ratingView, id),
    queryFn: async ({ signal }) => dataOf(await callApi(ratingView, { params: { id }, signal })),
  });
}

export function useNpsSummary(period: Period) {
  return useQuery({
    queryKey: endpointKey(npsSummary, period),
    queryFn: async ({ signal }) => dataOf(await callApi(npsSummary, { body: body(period), signal })),
    placeholderData: keepPreviousData,
  });
}

export function useNpsByBranch(period: Period) {
  return useQuery({
    queryKey: endpointKey(npsByBranch, period),
    queryFn: async ({ signal }) => dataOf(await callApi(npsByBranch, { body: body(period), signal })),
    placeholderData: keepPreviousData,
  });
}

export function useNpsByProduct(period: Period) {
  return useQuery({
    queryKey: endpointKey(npsByProduct, period),
    queryFn: async ({ signal }) => dataOf(await callApi(npsByProduct, { body: body(period), signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSurveyProduct(id: number, period: Period) {
  return useQuery({
    queryKey: endpointKey(surveyProductView, id, period),
    queryFn: async ({ signal }) =>
      dataOf(await callApi(surveyProductView, { params: { id }, body: body(period), signal })),
  });
}

async function refreshProducts() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(npsByProduct) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(surveyProductView) }),
  ]);
}

export async function createProduct(values: SurveyProductBody) {
  const product = dataOf(await callApi(surveyProductCreate, { body: values, handle: false }));
  await refreshProducts();
  return product;
}

export async function updateProduct(id: number, values: SurveyProductBody) {
  const product = dataOf(await callApi(surveyProductUpdate, { params: { id }, body: values, handle: false }));
  await refreshProducts();
  return product;
}

export async function uploadResults(fileName: string, contentBase64: string) {
  const result = dataOf(
    await callApi(npsUpload, { body: { file_name: fileName, content_base64: contentBase64 }, handle: false }),
  );
  await queryClient.invalidateQueries();
  return result;
}
