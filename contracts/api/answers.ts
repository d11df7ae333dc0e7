/**
 * Shapes shared by the response schemas of every area (contracts/api/endpoint.ts `response`):
 * no data, a file, a page of a list, money as the wire carries it.
 */
import { z } from 'zod';

/** A success answer without data (`data: null`). */
export const noData = z.null();

/** A file answer (exports): the bytes are the answer, there is no envelope and no data. */
export const fileAnswer = z.never();

export const pageMetaSchema = z.object({
  currentPage: z.number().int(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});

/** A page of a list (docs/architecture.md §3): `{ list, _meta }`. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), _meta: pageMetaSchema });
}

/** Money on the wire: a decimal string with two places ("1500000.00", "-12.50"). */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);
