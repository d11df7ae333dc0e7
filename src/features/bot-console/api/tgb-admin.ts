import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  tgbAppealTypeCreate,
  tgbAppealTypeDelete,
  tgbAppealTypeList,
  tgbAppealTypeUpdate,
  tgbAppealTypeView,
  tgbConsultationCreate,
  tgbConsultationDelete,
  tgbConsultationList,
  tgbConsultationUpdate,
  tgbConsultationView,
  tgbMetric,
  tgbTextList,
  tgbTextUpdate,
  tgbTextView,
  type TgbAppealType,
  type TgbAppealTypeBody,
  type TgbConsultation,
  type TgbConsultationBody,
  type TgbMetricBody,
  type TgbTextBody,
} from '../../../../contracts/api/tgb.ts';
import type { Endpoint } from '../../../../contracts/api/endpoint.ts';
import { callApi, dataOf, downloadApi, endpointKey, successOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { saveFile } from '../../../ui/save-file.ts';

/** A read without body or query; its data is typed by the record's response schema. */
type ReadEndpoint<R extends z.ZodType> = Endpoint<z.ZodType, z.ZodType, z.ZodType, R>;

function useList<R extends z.ZodType>(endpoint: ReadEndpoint<R>) {
  return useQuery({
    queryKey: endpointKey(endpoint),
    queryFn: async ({ signal }) => dataOf(await callApi(endpoint, { signal })),
  });
}

function useOne<R extends z.ZodType>(endpoint: ReadEndpoint<R>, id: number) {
  return useQuery({
    queryKey: endpointKey(endpoint, id),
    queryFn: async ({ signal }) => dataOf(await callApi(endpoint, { params: { id }, signal })),
    enabled: id > 0,
  });
}

/** After a change: the list and every record of that kind are read again. */
async function refresh(...endpoints: Endpoint[]): Promise<void> {
  await Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
}

export const useTgbTexts = () => useList(tgbTextList);
export const useTgbText = (id: number) => useOne(tgbTextView, id);
export async function putTgbText(id: number, body: TgbTextBody): Promise<void> {
  successOf(await callApi(tgbTextUpdate, { params: { id }, body }));
  await refresh(tgbTextList, tgbTextView);
}

export const useAppealTypes = () => useList(tgbAppealTypeList);
export const useAppealType = (id: number) => useOne(tgbAppealTypeView, id);
export async function saveAppealType(id: number | null, body: TgbAppealTypeBody): Promise<TgbAppealType> {
  const outcome =
    id === null
      ? await callApi(tgbAppealTypeCreate, { body })
      : await callApi(tgbAppealTypeUpdate, { params: { id }, body });
  const saved = dataOf(outcome);
  await refresh(tgbAppealTypeList, tgbAppealTypeView);
  return saved;
}
export async function deleteAppealType(id: number): Promise<void> {
  successOf(await callApi(tgbAppealTypeDelete, { params: { id } }));
  await refresh(tgbAppealTypeList, tgbAppealTypeView);
}

export const useConsultations = () => useList(tgbConsultationList);
export const useConsultation = (id: number) => useOne(tgbConsultationView, id);
export async function saveConsultation(
  id: number | null,
  body: TgbConsultationBody,
): Promise<TgbConsultation> {
  const outcome =
    id === null
      ? await callApi(tgbConsultationCreate, { body })
      : await callApi(tgbConsultationUpdate, { params: { id }, body });
  const saved = dataOf(outcome);
  await refresh(tgbConsultationList, tgbConsultationView);
  return saved;
}
export async function deleteConsultation(id: number): Promise<void> {
  successOf(await callApi(tgbConsultationDelete, { params: { id } }));
  await refresh(tgbConsultationList, tgbConsultationView);
}

/** The statistics file for the dates and appeal type really chosen (the spec's defect fixed). */
export async function downloadMetric(body: TgbMetricBody): Promise<boolean> {
  const result = await downloadApi(tgbMetric, { body });
  if (result.kind !== 'file') return false;
  saveFile(result.blob, result.filename);
  return true;
}
